// A staff member's reply as the visitor receives it. From the school, its Reply-To the
// conversation's signed address (the visitor's answer comes back into the thread), and below the
// answer what it replies to, as far as the address has shown it is the visitor's (reply-quote.ts).
import { conversationMailContent } from '../content/conversation.ts'
import type { Bindings } from '../settings/env.ts'
import { mailDate, visitorMailHeaders } from './mail-parts.ts'
import { quotedAnswerQuery } from './reply-quote.ts'

const text = conversationMailContent.reply

/**
 * Every line of an answer behind "> ", as mail clients quote (RFC 3676 §4.5). A stored answer's
 * lines end in "\n" alone (answer-text.ts takes every other control character out).
 */
export const quoted = (body: string) =>
  body
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

/** What a reply's mail ends with: the visitor's answer it quotes, or when the form was sent. */
export type ReplyQuote = { answer: string; writtenOn: string } | { receivedOn: string }

/** The end of a reply's mail: `answer` (the one it quotes, if any), else the form's arrival. */
export const replyQuote = (
  answer: { body: string; written_at: string } | null | undefined,
  receivedAt: string,
  timeZone: string | undefined,
): ReplyQuote =>
  answer
    ? { answer: answer.body, writtenOn: mailDate(answer.written_at, timeZone) }
    : { receivedOn: mailDate(receivedAt, timeZone) }

/** The text of a reply's mail, as sent (and as an answer's history may hold it). */
export const replyText = (body: string, quote: ReplyQuote) =>
  [
    body,
    '',
    ...('answer' in quote
      ? [text.quoteIntro(quote.writtenOn), quoted(quote.answer)]
      : text.unquoted(quote.receivedOn)),
  ].join('\n')

/** The reply as the `send_email` binding's builder takes it. */
export function replyEmail(
  header: { from: EmailAddress; to: string; replyTo: string },
  reply: { body: string },
  quote: ReplyQuote,
): EmailMessageBuilder {
  return { ...header, subject: text.subject, text: replyText(reply.body, quote) }
}

type ReplyRow = { body: string; message_id: string; email: string; received_at: string }

/** The outbox's sender of kind 'reply'. */
export async function sendReply(env: Bindings, item: { entryId: number | null }) {
  const row = await env.DB.prepare(
    `SELECT e.body, e.message_id, m.email, m.received_at
     FROM conversation_entries e JOIN contact_messages m ON m.id = e.message_id
     WHERE e.id = ? AND e.kind = 'reply'`,
  )
    .bind(item.entryId)
    .first<ReplyRow>()
  // Reply erased after the outbox claimed this job: nothing to send.
  if (!row) return
  // The answer before this reply, however much later the reply goes out (a retry, Send again).
  const answer = await env.DB.prepare(quotedAnswerQuery)
    .bind(row.message_id, item.entryId)
    .first<{ body: string; written_at: string }>()
  const { mailer, header } = await visitorMailHeaders(env, row.message_id, row.email)
  const quote = replyQuote(answer, row.received_at, env.INBOX_TIME_ZONE)
  await mailer.send(replyEmail(header, row, quote))
}
