import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { storeContactMessage } from '../../../src/server/contact/store'
import { messageIdOfReplyAddress } from '../../../src/server/conversation/reply-token'
import { runScheduledJob } from '../../../src/server/scheduled'
import { contactContent } from '../../../src/shared/content/contact'
import { sendWith, valid } from '../contact/send'
import { flakyMailer } from '../outbox/outbox'
import { publishResponseTime, unpublishAll } from '../site-content/revisions'
import { conversationOn, replyDomain, replySecret, schoolFrom, sentBy } from './conversation'

let visitors = 0
/** A message from an address no other test uses, with words no mail may repeat. */
function visitorMessage(extra: object = {}) {
  visitors += 1
  return {
    ...valid,
    name: `Quillon Brackenfeld ${visitors}`,
    email: `confirm-${visitors}@example.com`,
    message: `Buy cheap pills at spam-link.example, reference Vorpalwidget${visitors}`,
    ...extra,
  }
}

const confirmationsTo = async (email: string) =>
  (
    await env.DB.prepare(
      `SELECT o.state FROM outbox o JOIN contact_messages m ON m.id = o.message_id
       WHERE o.kind = 'confirmation' AND m.email = ? COLLATE NOCASE`,
    )
      .bind(email)
      .all<{ state: string }>()
  ).results

afterEach(unpublishAll)

describe('the visitor’s confirmation', () => {
  it('promises the answer within the time the school published, as /contact does', async () => {
    await publishResponseTime('1 working day')
    const mailer = flakyMailer()
    await sendWith(conversationOn(mailer), visitorMessage())
    const [mail] = sentBy(mailer) as [EmailMessageBuilder]
    expect(mail.text).toContain('we read every message and usually answer within 1 working day,')
    expect(mail.text).not.toContain('2 working days')
  })

  it('confirms a stored message once, from the school, with no copy of what the visitor typed', async () => {
    const mailer = flakyMailer()
    const message = visitorMessage()
    const response = await sendWith(conversationOn(mailer), message)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const mails = sentBy(mailer)
    expect(mails).toHaveLength(1)
    const [mail] = mails as [EmailMessageBuilder]
    expect(mail).toMatchObject({
      from: { name: 'Lumen Code Academy', email: schoolFrom },
      to: message.email,
    })
    expect(mail.text).toContain(contactContent.form.nextSteps)
    const whole = JSON.stringify(mail)
    for (const typed of ['Quillon', 'Brackenfeld', 'spam-link', 'Vorpalwidget', 'pills']) {
      expect(whole).not.toContain(typed)
    }
    expect(await confirmationsTo(message.email)).toEqual([{ state: 'delivered' }])
    // Its Reply-To is the conversation's own signed address: an answer lands in this thread.
    expect(await messageIdOfReplyAddress(replySecret, String(mail.replyTo), replyDomain)).toBe(id)
  })

  it('sends none for a message the honeypot caught (stored as spam)', async () => {
    const mailer = flakyMailer()
    const message = visitorMessage({ website: 'http://bot.example' })
    expect((await sendWith(conversationOn(mailer), message)).status).toBe(201)
    const stored = await env.DB.prepare('SELECT state FROM contact_messages WHERE email = ?')
      .bind(message.email)
      .first<{ state: string }>()
    expect(stored?.state).toBe('spam')
    expect(await confirmationsTo(message.email)).toEqual([])
    expect(sentBy(mailer)).toHaveLength(0)
  })

  it('sends none while the settings are incomplete (no signing secret), and the message is still stored', async () => {
    const mailer = flakyMailer()
    const message = visitorMessage()
    const settings = { ...conversationOn(mailer), REPLY_TOKEN_SECRET: 'too-short' }
    expect((await sendWith(settings, message)).status).toBe(201)
    expect(await confirmationsTo(message.email)).toEqual([])
    expect(sentBy(mailer)).toHaveLength(0)
  })

  it('waits, and says why, when the school’s sender is unset before its retry', async () => {
    const mailer = flakyMailer(1)
    const message = visitorMessage()
    expect((await sendWith(conversationOn(mailer), message)).status).toBe(201)
    await runScheduledJob(
      { ...env, ...conversationOn(mailer), SCHOOL_MAIL_FROM: undefined },
      new Date(Date.now() + 5 * 60_000),
    )
    const row = await env.DB.prepare(
      `SELECT o.state, o.last_error FROM outbox o JOIN contact_messages m ON m.id = o.message_id
       WHERE o.kind = 'confirmation' AND m.email = ?`,
    )
      .bind(message.email)
      .first<{ state: string; last_error: string }>()
    expect(row).toEqual({
      state: 'pending',
      last_error: 'the conversation is off: SCHOOL_MAIL_FROM is not set',
    })
    expect(sentBy(mailer)).toHaveLength(1) // the first attempt, refused by the relay
  })

  it('sends one a day to an address, however many messages it sends, in any case', async () => {
    const mailer = flakyMailer()
    const message = visitorMessage()
    for (const email of [message.email, message.email.toUpperCase(), message.email]) {
      expect((await sendWith(conversationOn(mailer), { ...message, email })).status).toBe(201)
    }
    expect(sentBy(mailer)).toHaveLength(1)
    expect(await confirmationsTo(message.email)).toHaveLength(1)
  })

  it('counts the day from the last confirmation queued: 24 hours later the address gets another', async () => {
    const message = visitorMessage()
    const store = (at: string) =>
      storeContactMessage(
        env.DB,
        message,
        { userAgent: null, flag: null },
        { channels: [], now: new Date(at), confirm: true },
      )
    await store('2026-11-20T09:00:00.000Z')
    await store('2026-11-21T08:59:59.000Z')
    expect(await confirmationsTo(message.email)).toHaveLength(1)
    await store('2026-11-21T09:00:01.000Z')
    expect(await confirmationsTo(message.email)).toHaveLength(2)
  })
})
