// The visitor's confirmation that a message arrived (docs/conversation.md, "A confirmation for the
// visitor"). Queued in the message's own store batch, sent through the outbox. It carries no value
// the visitor typed (a form that mails chosen words to any address is a spam relay), and a mailbox
// gets at most one a day.
import { conversationMailContent } from '../content/conversation.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import type { Bindings } from '../settings/env.ts'
import { promiseOf } from '../site-content/facts.ts'
import { readLiveContent } from '../site-content/live.ts'
import { queueUnaskedMail } from '../unasked-mail/queue.ts'
import { arrivalDate, visitorMailHeaders } from './mail-parts.ts'

const text = conversationMailContent.confirmation

/**
 * Queues the confirmation of a message just inserted in the same batch: at most one a day to the
 * visitor's mailbox however its address is spelt, and none past the site's hourly ceiling
 * (unasked-mail/queue.ts).
 */
export function queueConfirmation(
  db: D1Database,
  message: { id: string; email: string },
  now: Date,
  ceiling: number,
) {
  return queueUnaskedMail(
    db,
    { kind: 'confirmation', messageId: message.id, address: message.email },
    now,
    ceiling,
  )
}

/** The confirmation as the `send_email` binding's builder takes it. */
export function confirmationEmail(
  header: { from: EmailAddress; to: string; replyTo: string },
  receivedOn: string,
  promise?: string,
): EmailMessageBuilder {
  return { ...header, subject: text.subject, text: text.text(receivedOn, promise) }
}

/** The outbox's sender of kind 'confirmation'. */
export async function sendConfirmation(env: Bindings, item: { messageId: string | null }) {
  const message = await env.DB.prepare(
    'SELECT email, received_at FROM contact_messages WHERE id = ?',
  )
    .bind(item.messageId)
    .first<{ email: string; received_at: string }>()
  // Message erased after the outbox claimed this job: nothing to send.
  if (!message || !item.messageId) return
  const { mailer, header } = await visitorMailHeaders(env, item.messageId, message.email)
  const receivedOn = arrivalDate(message.received_at, env.INBOX_TIME_ZONE)
  // When the school answers, as /contact says it (the published contact details, else the code's).
  const promise = promiseOf(await readLiveContent(env.DB))
  await mailer.send(automatic(confirmationEmail(header, receivedOn, promise)))
}
