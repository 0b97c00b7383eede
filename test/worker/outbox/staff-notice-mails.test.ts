// The two notices staff read in their mailbox, whole, line by line: a stored message's and a
// visitor's answer's; and what the outbox records when one cannot be sent (the reason staff read
// on the delivery's row, and the row kept for the next run). Unit-level: the mails are built and
// sent straight, without a request or a mail in between.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationEmail, sendNotificationEmail } from '../../../src/server/contact/notify'
import type { StoredMessage } from '../../../src/server/contact/store'
import {
  type AnswerNotice,
  answerEmail,
  sendAnswerNotice,
} from '../../../src/server/conversation/answer-notify'
import type { OutboxItem } from '../../../src/server/outbox/item'
import { notifySettingsProblem } from '../../../src/server/settings/email'
import type { Bindings } from '../../../src/server/settings/env'
import { webhookReceiver } from '../conversation/answer/answer-notify'
import { conversation } from '../conversation/inbound-mail'
import { emailTo, flakyMailer } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const settings = { from: 'contact@lumen.test', to: 'team@lumen.test' }
const inBerlin = { origin: 'https://lumen.test', zone: 'Europe/Berlin' }
const nowhere = { origin: null, zone: 'UTC' }

const message: StoredMessage = {
  id: '0b7c6d2e-1111-4aaa-8bbb-0123456789ab',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Is the evening cohort still open?\nThanks.',
  about: null,
  receivedAt: '2026-11-23T09:05:00.000Z',
} as StoredMessage

describe('the notice of a new message', () => {
  it('reads, line by line: the news, the link, the visitor, the topic, a blank line, the words', () => {
    const mail = notificationEmail(message, settings, inBerlin)
    expect(mail.text).toBe(
      [
        `New message from the contact form (id ${message.id}, received 23 Nov 2026, 10:05 CET)`,
        `Open it in the inbox: https://lumen.test/inbox/${message.id}`,
        '',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'About: A general question',
        '',
        'Is the evening cohort still open?',
        'Thanks.',
      ].join('\n'),
    )
  })

  it('names the topic the visitor chose', () => {
    const mail = notificationEmail({ ...message, about: 'corporate' }, settings, nowhere)
    expect(String(mail.text).split('\n')).toContain('About: Corporate solutions')
  })

  it('folds line breaks at either end of a name out of the subject, leaving no space behind', () => {
    const mail = notificationEmail({ ...message, name: '\r\nAda\u2028' }, settings, nowhere)
    expect(mail.subject).toBe('Contact form: Ada · A general question')
  })
})

describe('the notification settings as `npm start` and the worker check them', () => {
  it('have nothing to say while notifications are off (no binding, or no recipient)', () => {
    expect(notifySettingsProblem({ mailer: false, to: 'team@lumen.test' })).toBeUndefined()
    expect(notifySettingsProblem({ mailer: true })).toBeUndefined()
    expect(notifySettingsProblem({ mailer: true, to: '  ' })).toBeUndefined()
  })

  it('name the missing sender once the binding and the recipient are set', () => {
    expect(notifySettingsProblem({ mailer: true, to: 'team@lumen.test' })).toMatch(
      /^CONTACT_NOTIFY_FROM is not set/,
    )
  })
})

describe('a notice that cannot be sent', () => {
  it('says notifications are not configured, and sends nothing', async () => {
    await expect(sendNotificationEmail({}, message)).rejects.toThrow(
      'email notifications are not configured',
    )
  })

  it('says which setting is missing, and sends nothing', async () => {
    const mailer = flakyMailer()
    const incomplete = { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' }
    await expect(sendNotificationEmail(incomplete, message)).rejects.toThrow(
      /^CONTACT_NOTIFY_FROM is not set/,
    )
    expect(mailer.send).not.toHaveBeenCalled()
  })
})

const answer: AnswerNotice = {
  entryId: 41,
  messageId: message.id,
  writtenAt: '2026-11-24T16:30:00.000Z',
  body: 'Yes, Thursdays suit me.',
  author: 'ada@example.com',
  senderMismatch: false,
  attachmentNames: [],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  about: null,
}

describe('the notice of an answer', () => {
  it('reads, line by line: the news, the link, the sender, a blank line, the answer', () => {
    const mail = answerEmail(answer, settings, inBerlin)
    expect(mail.text).toBe(
      [
        `Ada Lovelace answered in the conversation about message ${message.id} (answer 41, received 24 Nov 2026, 17:30 CET). The message is New again.`,
        `Open it in the inbox: https://lumen.test/inbox/${message.id}`,
        '',
        'From: ada@example.com',
        '',
        'Yes, Thursdays suit me.',
      ].join('\n'),
    )
  })

  it('warns of another sender and lists the attachments left behind, each on a line of its own', () => {
    const mail = answerEmail(
      {
        ...answer,
        author: 'someone@elsewhere.example',
        senderMismatch: true,
        attachmentNames: ['cv.pdf', 'photo.jpg'],
      },
      settings,
      nowhere,
    )
    expect(String(mail.text).split('\n').slice(1, 5)).toEqual([
      '',
      'From: someone@elsewhere.example',
      "Sent from another address than the visitor's (ada@example.com): check before trusting it.",
      'Attachments (not kept): cv.pdf, photo.jpg',
    ])
  })
})

/** An outbox row of kind 'answer' on `channel`, at its `attempts`-th attempt. */
const answerItem = (entryId: number | null, channel: 'email' | 'webhook', attempts = 1) =>
  ({
    id: 1,
    kind: 'answer',
    channel,
    messageId: null,
    entryId,
    announcementId: null,
    signupId: null,
    attempts,
    windowStartedAt: new Date().toISOString(),
  }) satisfies OutboxItem

/** A stored answer in a conversation of its own; its entry's id. */
async function storedAnswer() {
  const { id, email } = await conversation()
  const row = await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author) VALUES (?, 'answer', ?, ?)
     RETURNING id`,
  )
    .bind(id, 'Thursday works.', email)
    .first<{ id: number }>()
  return Number(row?.id)
}

const withDb = (settings: Partial<Bindings>) => ({ ...env, ...settings }) as Bindings

describe('an answer’s notice the outbox cannot send', () => {
  it('names the answer that is gone (one without an entry reads none, never another)', async () => {
    const mailer = flakyMailer()
    await storedAnswer() // entry 1, or the next: no row without an entry may reach it
    await expect(
      sendAnswerNotice(withDb(emailTo(mailer)), answerItem(null, 'email')),
    ).rejects.toThrow('answer #-1 is gone')
    await expect(
      sendAnswerNotice(withDb(emailTo(mailer)), answerItem(2 ** 31, 'email')),
    ).rejects.toThrow(`answer #${2 ** 31} is gone`)
    expect(mailer.send).not.toHaveBeenCalled()
  })

  it('says notifications are not configured when the mail channel is off', async () => {
    const entryId = await storedAnswer()
    await expect(sendAnswerNotice(withDb({}), answerItem(entryId, 'email'))).rejects.toThrow(
      'email notifications are not configured',
    )
  })

  it('says which setting is missing, and sends nothing', async () => {
    const entryId = await storedAnswer()
    const mailer = flakyMailer()
    const incomplete = { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' }
    await expect(
      sendAnswerNotice(withDb(incomplete), answerItem(entryId, 'email')),
    ).rejects.toThrow(/^CONTACT_NOTIFY_FROM is not set/)
    expect(mailer.send).not.toHaveBeenCalled()
  })
})

describe('an answer’s notice by webhook', () => {
  it('tells the receiver which attempt it is', async () => {
    const entryId = await storedAnswer()
    const receiver = webhookReceiver()
    await sendAnswerNotice(
      withDb({ CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/answers' }),
      answerItem(entryId, 'webhook', 3),
    )
    expect(receiver.accepted.map(({ headers }) => headers.get('Lumen-Delivery-Attempt'))).toEqual([
      '3',
    ])
  })
})
