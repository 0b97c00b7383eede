// One rule for every text staff type, as for the visitors' forms (src/shared/control-characters.ts):
// C0 (NUL, ESC…), DEL and C1 (U+0080–U+009F, U+0085 read as a line break by some mail clients)
// refused; line breaks and tabs kept where a text has lines.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
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
import { sentBy } from '../../conversation/conversation'
import { visibleText } from '../../html'
import { flakyMailer } from '../../outbox/outbox'
import { postForm, seedMessage } from '../helpers'
import { entriesOf, postReply } from './reply-posts'

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
