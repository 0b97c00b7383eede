import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../../src/server/inbox/export/csv'
import { asStaff, seedMany, seedMessage } from '../helpers'

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF records) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

async function exportCsv(query = '') {
  const response = await asStaff(`/inbox/export.csv${query}`)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, a header row, CRLF records, as an attachment', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMessage({ name: 'Zoë Ørsted', message: 'Line one\nLine "two", with a comma' })
    const { response, bytes, text } = await exportCsv('?state=all')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="inbox-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(text.slice(1))
    expect(rows[0]).toEqual([
      'id',
      'received_at',
      'state',
      'name',
      'email',
      'message',
      'flag',
      'about',
      'answered_at',
      'conversation',
    ])
    expect(rows[1]?.slice(2)).toEqual([
      'new',
      'Zoë Ørsted',
      expect.stringMatching(/@example\.com$/),
      'Line one\nLine "two", with a comma',
      '',
      'general',
      '',
      '',
    ])
    expect(text.endsWith('\r\n')).toBe(true)
  })

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const attacks = ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR']
    for (const attack of attacks) await seedMessage({ name: attack, message: attack })
    const rows = parseCsv((await exportCsv('?state=all')).text.slice(1)).slice(1)
    const names = rows.map((row) => row[3]).sort()
    expect(names).toEqual(attacks.map((attack) => `'${attack}`).sort())
    for (const row of rows) expect(row[5]).toBe(row[3])
    expect(csvCell('Hello = world')).toBe('"Hello = world"')
    expect(csvCell('a"b')).toBe('"a""b"')
  })

  it('exports the current filter and search, every page of it, not one page', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMany(1203, 'bulk export')
    await seedMessage({ message: 'different words', flag: 'honeypot' })
    const all = parseCsv((await exportCsv('?state=all')).text.slice(1))
    expect(all).toHaveLength(1 + 1204)
    expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(1204)
    const spam = parseCsv((await exportCsv('?state=spam')).text.slice(1))
    expect(spam.slice(1).map((row) => row[5])).toEqual(['different words'])
    const searched = parseCsv((await exportCsv('?state=all&q=different')).text.slice(1))
    expect(searched).toHaveLength(2)
    const received = all.slice(1).map((row) => row[1] ?? '')
    expect(received).toEqual([...received].sort().reverse())
  })
})

describe('the export stream', () => {
  it('fetches a batch only when the reader has taken the last one', async () => {
    const { exportStream } = await import('../../../../src/server/inbox/export/csv')
    let queries = 0
    const batch = Array.from({ length: 500 }, (_, i) => ({
      id: `id-${i}`,
      received_at: `2026-01-01T00:00:${String(59 - (i % 60)).padStart(2, '0')}.000Z`,
      state: 'new',
      name: 'N',
      email: 'e@example.com',
      message: 'M',
      flag: null,
    }))
    const db = {
      prepare: () => ({
        bind: () => ({
          all: async () => {
            queries += 1
            return { results: batch }
          },
        }),
      }),
    } as unknown as D1Database
    const reader = exportStream(db, { filter: 'all', search: null, after: null }).getReader()
    await reader.read() // the BOM and header
    expect(queries).toBe(0)
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // One batch handed over, at most one more fetched ahead to fill the queue: never the rest.
    expect(queries).toBeLessThanOrEqual(2)
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(queries).toBeLessThanOrEqual(3)
    await reader.cancel()
  })
})
