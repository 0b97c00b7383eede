// An inbox export whose database fails midway (inbox/export/csv.ts) ends with a row saying it is
// incomplete, then breaks the download, and the log says why.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportStream } from '../../../../src/server/inbox/export/csv'

/** A D1 stand-in whose first `working` queries answer `rows`, and every later one fails. */
function failingAfter(working: number, rows: () => unknown[]): D1Database {
  let queries = 0
  const statement = {
    bind: () => statement,
    all: async () => {
      queries += 1
      if (queries > working) throw new Error('D1_ERROR: the database went away')
      return { results: rows(), success: true, meta: {} }
    },
  }
  return { prepare: () => statement } as unknown as D1Database
}

describe('an export that fails midway', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('ends with a row saying it is incomplete, then breaks the download', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let n = 0
    const row = () => {
      n += 1
      const second = String(n % 60).padStart(2, '0')
      return {
        id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
        received_at: `2026-01-01T00:${String(Math.floor(n / 60) % 60).padStart(2, '0')}:${second}.000Z`,
        state: 'new',
        name: `Row ${n}`,
        email: `row${n}@example.com`,
        message: 'text',
        flag: null,
      }
    }
    const db = failingAfter(1, () => Array.from({ length: 500 }, row))
    const reader = exportStream(db, { filter: 'all', search: null, after: null }).getReader()
    const decoder = new TextDecoder()
    let text = ''
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return null
        text += decoder.decode(value, { stream: true })
      }
    })().catch((error: unknown) => error)
    // A browser reports a download whose stream broke as failed; a file saved anyway says so.
    expect(failure).toBeInstanceOf(Error)
    expect(text).toContain('"Row 500"')
    const last = text.trimEnd().split('\r\n').at(-1)
    expect(last).toMatch(/^"EXPORT INCOMPLETE/)
    // Whoever reads the worker's log learns which download broke, and why.
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/CSV export stopped/),
      expect.objectContaining({ message: 'D1_ERROR: the database went away' }),
    )
  })
})
