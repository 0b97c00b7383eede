// Issue 19 §2: a staff member's reply as the visitor receives it. From the school, its Reply-To
// the conversation's signed address (the visitor's answer comes back into the thread), the
// visitor's message quoted below the answer so they see what is being answered.
import { conversationMailContent } from '../../shared/content/conversation'
import type { Bindings } from '../env'
import { mailDate, visitorMailHeaders } from './mail-parts'

const text = conversationMailContent.reply

/** Every line of a text behind "> ", as mail clients quote (RFC 3676 §4.5). */
export const quoted = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

/** The reply as the `send_email` binding's builder takes it: the answer, then the question. */
export function replyEmail(
  header: { from: string; to: string; replyTo: string },
  reply: { body: string },
  question: { message: string; receivedOn: string },
): EmailMessageBuilder {
  return {
    ...header,
    subject: text.subject,
    text: [reply.body, '', text.quoteIntro(question.receivedOn), quoted(question.message)].join(
      '\n',
    ),
  }
}

type ReplyRow = {
  body: string
  message_id: string
  email: string
  message: string
  received_at: string
}

/** The outbox's sender of kind 'reply'. */
export async function sendReply(env: Bindings, item: { entryId: number | null }) {
  const row = await env.DB.prepare(
    `SELECT e.body, e.message_id, m.email, m.message, m.received_at
     FROM conversation_entries e JOIN contact_messages m ON m.id = e.message_id
     WHERE e.id = ? AND e.kind = 'reply'`,
  )
    .bind(item.entryId)
    .first<ReplyRow>()
  // Erased since it was claimed: the row went with it, and nothing is owed.
  if (!row) return
  const { mailer, header } = await visitorMailHeaders(env, row.message_id, row.email)
  const receivedOn = mailDate(row.received_at, env.INBOX_TIME_ZONE)
  await mailer.send(replyEmail(header, row, { message: row.message, receivedOn }))
}
