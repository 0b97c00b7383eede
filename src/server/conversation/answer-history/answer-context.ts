// What an answer's quoted history is recognised by: everything the school sent in this
// conversation, as it sent it (the confirmation, each reply with the visitor's words it quoted),
// the visitor's own words (their message, their earlier answers, which a later reply may quote),
// and how a client names the school above the mail it quotes. Read from D1 once per answer, the
// latest first, up to a bound, so a long conversation costs no more than a short one.

import { site } from '../../../shared/site'
import { conversationMailContent } from '../../content/conversation'
import type { AnswerContext } from '../answer-reading/answer-text.ts'
import { arrivalDate, mailDate } from '../mail-parts.ts'
import { replyText } from '../reply-mail.ts'
import { quotableAnswer } from '../reply-quote.ts'
import { knownText } from './known-text.ts'

/** The most of a conversation's replies and answers read (its latest): several in full. */
const maxKnownCharacters = 60_000
const maxEntries = 20

type Entry = { kind: 'reply' | 'answer'; body: string; written_at: string; sender_mismatch: number }

/**
 * The reads the context is made of (the message, its latest entries), for the caller to send in
 * one batch with its own (receive-answer.ts): one round trip for all an answer is read against.
 */
export const answerContextReads = (db: D1Database, messageId: string) => [
  db.prepare('SELECT message, received_at FROM contact_messages WHERE id = ?').bind(messageId),
  db
    .prepare(
      `SELECT kind, body, written_at, sender_mismatch FROM conversation_entries
       WHERE message_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .bind(messageId, maxEntries),
]

/** The conversation's texts from the results of `answerContextReads`, and the school's names. */
export function answerContextOf(
  [message, entries]: D1Result<Record<string, unknown>>[],
  school: { replyDomain: string; timeZone: string | undefined },
): AnswerContext {
  // receive-answer.ts found the message just before. Erased since, it has no row, and then the
  // answer cannot be stored (its entry's foreign key): what stands in for it here is never used.
  // Stryker disable next-line OptionalChaining,StringLiteral: a batch answers every statement; see above
  const { message: question = '', received_at: receivedAt } = (message?.results[0] ?? {}) as Record<
    string,
    string
  >
  const mail = conversationMailContent
  // Stryker disable next-line StringLiteral: only a message erased meanwhile has no date; see above
  const on = (iso: string | undefined) => (iso ? mailDate(iso, school.timeZone) : '')
  const quoting = (iso: string | undefined, text: string) =>
    `${mail.reply.quoteIntro(on(iso))}\n${text}`
  const texts: string[] = [
    mail.confirmation.subject,
    // Stryker disable next-line StringLiteral: only a message erased meanwhile has no date; see above
    mail.confirmation.text(receivedAt ? arrivalDate(receivedAt, school.timeZone) : ''),
    mail.reply.subject,
    quoting(receivedAt, question),
  ]
  const oldestFirst = ((entries?.results ?? []) as unknown as Entry[]).toReversed()
  // A reply as its mail carried it (reply-mail.ts: the text, then the answer it quoted or when
  // the form was sent); an answer as a later reply may quote it, below an intro line of its date.
  const sent = oldestFirst.map((entry, index) => {
    // Stryker disable next-line ConditionalExpression,StringLiteral: read as a reply, an answer's text still begins with its words; the line above them is in every reply that quoted it, and only text the school never sent would differ
    if (entry.kind === 'answer') return quoting(entry.written_at, entry.body)
    const answer = quotableAnswer(oldestFirst.slice(0, index))
    return replyText(
      entry.body,
      answer
        ? { answer: answer.body, writtenOn: on(answer.written_at) }
        : // Stryker disable next-line ObjectLiteral: the date it names is the confirmation's, known in the same words
          { receivedOn: on(receivedAt) },
    )
  })
  let size = 0
  for (const text of sent.toReversed()) {
    // Stryker disable next-line EqualityOperator: at the bound exactly, the next text is cut to nothing
    if (size >= maxKnownCharacters) break
    texts.push(text.slice(0, maxKnownCharacters - size))
    size += text.length
  }
  return {
    known: knownText(texts),
    school: {
      names: [site.name.toLowerCase()],
      // The school's domain: its From (settings/conversation.ts takes the domain from it) and reply addresses.
      addresses: [`@${school.replyDomain}`],
    },
  }
}
