// What the tests of the staff's notices send: the settings, a stored message and a visitor's
// answer to notify of, an outbox row of kind 'answer', and a stored answer in D1 to read.
import { env } from 'cloudflare:test'
import type { StoredMessage } from '../../../src/server/contact/store'
import type { AnswerNotice } from '../../../src/server/conversation/answer-notify'
import type { OutboxItem } from '../../../src/server/outbox/item'
import type { Bindings } from '../../../src/server/settings/env'
import { conversation } from '../conversation/inbound-mail'

export const settings = { from: 'contact@lumen.test', to: 'team@lumen.test' }
export const inBerlin = { origin: 'https://lumen.test', zone: 'Europe/Berlin' }
export const nowhere = { origin: null, zone: 'UTC' }

export const message: StoredMessage = {
  id: '0b7c6d2e-1111-4aaa-8bbb-0123456789ab',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Is the evening cohort still open?\nThanks.',
  about: null,
  receivedAt: '2026-11-23T09:05:00.000Z',
} as StoredMessage

export const answer: AnswerNotice = {
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

/** An outbox row of kind 'answer' on `channel`, at its `attempts`-th attempt. */
export const answerItem = (entryId: number | null, channel: 'email' | 'webhook', attempts = 1) =>
  ({
    id: 1,
    kind: 'answer',
    channel,
    messageId: null,
    entryId,
    announcementId: null,
    signupId: null,
    applicationId: null,
    applicationEntryId: null,
    bookingId: null,
    proposalId: null,
    attempts,
    windowStartedAt: new Date().toISOString(),
  }) satisfies OutboxItem

/** A stored answer in a conversation of its own; its entry's id. */
export async function storedAnswer() {
  const { id, email } = await conversation()
  const row = await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author) VALUES (?, 'answer', ?, ?)
     RETURNING id`,
  )
    .bind(id, 'Thursday works.', email)
    .first<{ id: number }>()
  return Number(row?.id)
}

export const withDb = (settings: Partial<Bindings>) => ({ ...env, ...settings }) as Bindings
