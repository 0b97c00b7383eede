// What every notice to staff carries besides its news: the topic in the subject, its times in the
// inbox's zone, a link to the message in the inbox (when SITE_ORIGIN names the site), and the
// school's name as the sender's display name.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { sendWith, valid } from '../contact/send'
import {
  answerRows,
  minutesFromNow,
  staffChannels,
  webhookReceiver,
} from '../conversation/answer/answer-notify'
import { answer, conversation } from '../conversation/inbound-mail'
import { emailTo, flakyMailer, runJob } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The school is in Berlin and its site at lumen.test. */
const inBerlin = { SITE_ORIGIN: 'https://lumen.test', INBOX_TIME_ZONE: 'Europe/Berlin' }

/** A moment as Berlin reads it: "23 Nov 2026, 23:28", the zone's name after it in the mail. */
const berlin = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso))

const school = (email: string) => ({ name: 'Lumen Code Academy', email })

/** The mails a watched binding sent about message `id`. */
const mailsAbout = (mailer: ReturnType<typeof flakyMailer>, id: string) =>
  mailer.send.mock.calls.map(([mail]) => mail).filter((mail) => String(mail.text).includes(id))

async function posted(settings: Partial<Bindings>, email: string) {
  const mailer = flakyMailer()
  const response = await sendWith(
    { ...emailTo(mailer), ...settings },
    { ...valid, email, about: 'corporate' },
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const [mail] = mailsAbout(mailer, id) as [EmailMessageBuilder]
  return { id, mail }
}

const receivedAt = async (id: string) =>
  String(
    (
      await env.DB.prepare('SELECT received_at FROM contact_messages WHERE id = ?')
        .bind(id)
        .first<{ received_at: string }>()
    )?.received_at,
  )

describe('the notification of a new message', () => {
  it('names the topic, links to the message, and says when in the inbox’s zone', async () => {
    const { id, mail } = await posted(inBerlin, 'notice-berlin@example.com')
    expect(mail.from).toEqual(school('contact@lumen.test'))
    expect(mail.subject).toBe(`Contact form: ${valid.name} · Corporate solutions`)
    expect(mail.text).toMatch(
      new RegExp(
        `^New message from the contact form \\(id ${id}, received ${berlin(await receivedAt(id))} CES?T\\)\\n`,
      ),
    )
    expect(mail.text).toContain(`\nOpen it in the inbox: https://lumen.test/inbox/${id}\n`)
  })

  it('has no link without the site’s origin, nor with one that is not https', async () => {
    for (const [n, SITE_ORIGIN] of ['', 'http://lumen.test'].entries()) {
      const { mail } = await posted({ SITE_ORIGIN }, `notice-no-link-${n}@example.com`)
      expect(mail.text).not.toContain('Open it in the inbox')
      expect(mail.text).not.toContain('/inbox/')
      // Nothing in its place: the first line, then the visitor's details.
      expect(mail.text).toMatch(/^New message from the contact form \(id [^\n]+\)\n\nName: /)
    }
  })

  it('says UTC while INBOX_TIME_ZONE is unset', async () => {
    const { id, mail } = await posted({}, 'notice-utc@example.com')
    const at = new Date(await receivedAt(id))
    const utc = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at)
    expect(mail.text).toContain(`received ${utc} UTC)`)
  })
})

describe('the notice of a visitor’s answer', () => {
  it('names the topic, links to the conversation, and says when in the inbox’s zone', async () => {
    const mailer = flakyMailer()
    webhookReceiver()
    const to = await conversation()
    await env.DB.prepare("UPDATE contact_messages SET about = 'technical' WHERE id = ?")
      .bind(to.id)
      .run()
    await answer(to, 'Is Tuesday fine?', { ...staffChannels(mailer), ...inBerlin })
    const [mail] = mailsAbout(mailer, to.id) as [EmailMessageBuilder]
    expect(mail.from).toEqual(school('contact@lumen.test'))
    expect(mail.subject).toMatch(/^Answer from Answerer \d+ · Technical consulting$/)
    const { written_at } = (await env.DB.prepare(
      "SELECT written_at FROM conversation_entries WHERE message_id = ? AND kind = 'answer'",
    )
      .bind(to.id)
      .first<{ written_at: string }>()) as { written_at: string }
    expect(mail.text).toMatch(new RegExp(`, received ${berlin(written_at)} CES?T\\)\\.`))
    expect(mail.text).toContain(`\nOpen it in the inbox: https://lumen.test/inbox/${to.id}\n`)
  })

  it('gathered, names the topic, links to the conversation, and gives its span in the zone', {
    timeout: 30_000,
  }, async () => {
    const mailer = flakyMailer()
    webhookReceiver()
    const settings = { ...staffChannels(mailer), ...inBerlin }
    const to = await conversation()
    for (let n = 1; n <= 4; n++) await answer(to, `Answer ${n}.`, settings)
    expect((await answerRows(to.id)).filter((row) => row.state === 'pending')).toHaveLength(2)
    await runJob(settings, minutesFromNow(16))
    const digest = mailsAbout(mailer, to.id).at(-1) as EmailMessageBuilder
    expect(digest.from).toEqual(school('contact@lumen.test'))
    expect(digest.subject).toMatch(/^1 more answer from Answerer \d+ · A general question$/)
    const { results } = await env.DB.prepare(
      "SELECT written_at FROM conversation_entries WHERE message_id = ? AND kind = 'answer' ORDER BY id",
    )
      .bind(to.id)
      .all<{ written_at: string }>()
    const fourth = berlin(String(results[3]?.written_at))
    expect(digest.text).toMatch(
      new RegExp(`the first at ${fourth} CES?T, the latest at ${fourth} CES?T\\.`),
    )
    expect(digest.text).toMatch(
      new RegExp(
        `Read them in the inbox\\.\\nOpen it in the inbox: https://lumen\\.test/inbox/${to.id}$`,
      ),
    )
  })
})
