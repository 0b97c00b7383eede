import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportStream } from '../../../../src/server/inbox/export/csv'
import { notesOf } from '../../../../src/server/inbox/message/notes'
import { runScheduledJob } from '../../../../src/server/scheduled'
import {
  announcing,
  clearLists,
  recordingMailer,
  seedList,
  sendAnnouncement,
  staffPost,
} from '../../announcement/helpers'
import { send, valid } from '../../contact/send'
import { sentBy } from '../../conversation/conversation'
import { visibleText } from '../../html'
import { flakyMailer } from '../../outbox/outbox'
import { join } from '../../waitlist/requests'
import { asStaff, postForm, seedMessage } from '../helpers'
import { entriesOf, postReply } from './reply-posts'

const storedFrom = (email: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?')
    .bind(email)
    .first('n')

describe('control characters in a form', () => {
  it.each([
    ['a NUL in the name', { name: 'Ada\u0000Lovelace' }, 'name'],
    ['a tab in the name', { name: 'Ada\tLovelace' }, 'name'],
    ['an escape in the message', { message: 'Hello \u001b[31mred' }, 'message'],
    ['a NUL in the message', { message: 'hello\u0000world' }, 'message'],
    ['a C1 control in the message', { message: 'hello\u0085world' }, 'message'],
    ['a NUL in the address', { email: 'ada\u0000@example.com' }, 'email'],
  ])('refuses %s with 400, naming the field, storing nothing', async (_, change, field) => {
    const email = `controls-${crypto.randomUUID()}@example.com`
    const response = await send({ ...valid, email, ...change })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields[field]).toMatch(/must not contain control characters/)
    expect(await storedFrom(email)).toBe(0)
  })

  it('keeps line breaks and tabs in the message', async () => {
    const email = `tabs-${crypto.randomUUID()}@example.com`
    const response = await send({ ...valid, email, message: 'Line one\n\tindented\r\nthree' })
    expect(response.status).toBe(201)
    const row = await env.DB.prepare('SELECT message FROM contact_messages WHERE email = ?')
      .bind(email)
      .first('message')
    expect(row).toBe('Line one\n\tindented\nthree')
  })

  it('refuses a control character in a waiting-list address', async () => {
    const response = await join({ offering: 'corporate', email: 'ada\u0007@example.com' })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields.email).toMatch(/must not contain control characters/)
  })
})

// One rule for every text staff type, as for the visitors' forms (src/shared/control-characters.ts):
// C0 (NUL, ESC…), DEL and C1 (U+0080–U+009F, U+0085 read as a line break by some mail clients)
// refused; line breaks and tabs kept where a text has lines.
describe('control characters in what staff type', () => {
  const controls = [
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['NEL (U+0085)', '\u0085'],
    ['CSI (U+009B)', '\u009b'],
  ]

  it.each(controls)('refuses %s in a reply, storing and sending nothing', async (_, control) => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const refused = await postReply(mailer, id, `Welcome${control} aboard`, crypto.randomUUID())
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe(
      'The reply contains control characters; remove them and send it again.',
    )
    expect(await entriesOf(id)).toEqual([])
    expect(sentBy(mailer)).toEqual([])
  })

  it.each(controls)('refuses %s in an internal note, keeping nothing', async (_, control) => {
    const id = await seedMessage()
    const refused = await postForm(`/inbox/${id}/note`, { note: `Called${control} back` })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('A note cannot hold control characters.')
    expect(await notesOf(env.DB, id)).toEqual([])
  })

  it.each(
    controls.flatMap(([name, control]) => [
      [`${name} in the subject`, { subject: `Open${control} now`, body: 'Dear reader' }],
      [`${name} in the text`, { subject: 'Open now', body: `Dear${control} reader` }],
    ]),
  )('refuses an announcement with %s, queueing nothing', async (_, fields) => {
    await clearLists()
    await seedList('corporate', 2, 'controls')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    const refused = await staffPost(
      '/inbox/waitlists/announce/corporate',
      { ...fields, confirm: 'send' },
      bindings,
    )
    expect(refused.status).toBe(400)
    expect(visibleText(await refused.text())).toContain(
      'The subject and the text must not contain control characters',
    )
    const written = await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_announcements').first(
      'n',
    )
    expect(written).toBe(0)
    await runScheduledJob(bindings, new Date())
    expect(accepted).toEqual([])
  })

  it('keeps line breaks and tabs in a reply, a note and an announcement’s text', async () => {
    await clearLists()
    const mailer = flakyMailer()
    const id = await seedMessage()
    const text = 'Line one\n\tindented'
    expect((await postReply(mailer, id, text, crypto.randomUUID())).status).toBe(303)
    expect((await postForm(`/inbox/${id}/note`, { note: text })).status).toBe(303)
    const bindings = await announcing()
    const sent = await sendAnnouncement('technical', bindings, { subject: 'Open', body: text })
    expect(sent.status).toBe(303)
    expect(await entriesOf(id)).toMatchObject([{ body: text }])
    expect(await notesOf(env.DB, id)).toMatchObject([{ note: text }])
  })
})

describe('control characters in a search', () => {
  it('are ignored: a NUL between two words searches for both', async () => {
    await seedMessage({ name: 'Nulsearch Person', message: 'hello quuxworld' })
    const response = await asStaff('/inbox?state=all&q=hello%00quuxworld')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('Nulsearch Person')
  })

  it('export the same rows as the list', async () => {
    await seedMessage({ name: 'Nulexport Person', message: 'hello quuxexport' })
    const response = await asStaff('/inbox/export.csv?state=all&q=hello%00quuxexport%01')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('"Nulexport Person"')
    expect(text.trim().split('\r\n')).toHaveLength(2)
  })
})

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
