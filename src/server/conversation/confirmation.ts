// Issue 19 §1: the visitor's confirmation that a message arrived. Queued in the message's own
// store batch, sent through the outbox. It carries no value the visitor typed (a form that mails
// chosen words to any address is a spam relay), and an address gets at most one a day.
import { conversationMailContent } from '../../shared/content/conversation'
import type { Bindings } from '../env'
import { automatic } from '../outbox/auto-submitted'
import { later, leaseSeconds } from '../outbox/queries'
import { mailDate, visitorMailHeaders } from './mail-parts'

const text = conversationMailContent.confirmation

/** The span in which an address gets one confirmation, however many messages it sends. */
export const confirmationCapHours = 24

/**
 * Queues the confirmation of a message just inserted in the same batch, unless a message from
 * the same address (compared without case, as mail systems do) got one queued within the last
 * 24 hours, whatever became of it: a bot posting 1,000 messages with a victim's address makes
 * one mail. Counted from the stored messages, so an erased address starts again from none.
 */
export function queueConfirmation(
  db: D1Database,
  message: { id: string; email: string },
  now: Date,
) {
  const since = new Date(now.getTime() - confirmationCapHours * 60 * 60 * 1000).toISOString()
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (kind, channel, message_id, next_attempt_at, window_started_at)
       SELECT 'confirmation', 'email', ?1, ?2, ?3
       WHERE NOT EXISTS (
         SELECT 1 FROM contact_messages m
         JOIN outbox o ON o.message_id = m.id AND o.kind = 'confirmation'
         WHERE m.email = ?4 COLLATE NOCASE AND m.received_at > ?5)`,
    )
    .bind(
      message.id,
      later(now, leaseSeconds).toISOString(),
      now.toISOString(),
      message.email,
      since,
    )
}

/** The confirmation as the `send_email` binding's builder takes it. */
export function confirmationEmail(
  header: { from: string; to: string; replyTo: string },
  receivedOn: string,
): EmailMessageBuilder {
  return { ...header, subject: text.subject, text: text.text(receivedOn) }
}

/** The outbox's sender of kind 'confirmation'. */
export async function sendConfirmation(env: Bindings, item: { messageId: string | null }) {
  const message = await env.DB.prepare(
    'SELECT email, received_at FROM contact_messages WHERE id = ?',
  )
    .bind(item.messageId)
    .first<{ email: string; received_at: string }>()
  // Erased since it was claimed: the row went with it, and nothing is owed.
  if (!message || !item.messageId) return
  const { mailer, header } = await visitorMailHeaders(env, item.messageId, message.email)
  const receivedOn = mailDate(message.received_at, env.INBOX_TIME_ZONE)
  await mailer.send(automatic(confirmationEmail(header, receivedOn)))
}
