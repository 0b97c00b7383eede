// What an answer's quoted history is recognised by: everything the school sent in this
// conversation, as it sent it (the confirmation, each reply with the visitor's words it quoted),
// the visitor's own words (their message, their earlier answers, which a later reply may quote),
// and how a client names the school above the mail it quotes. Read from D1 once per answer, the
// latest first, up to a bound, so a long conversation costs no more than a short one.

import { site } from '../../../shared/site'
import { conversationMailContent } from '../../content/conversation'
import type { AnswerContext } from '../answer-reading/answer-text.ts'
import { arrivalDate, mailDate } from '../mail-parts.ts'
import { replyQuote, replyText } from '../reply-mail.ts'
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

type MessageRow = { message: string; received_at: string }
/** The results of `answerContextReads`, in their order. */
export type AnswerContextRows = [message: D1Result<unknown>, entries: D1Result<unknown>]

/** The conversation's texts from the results of `answerContextReads`, and the school's names. */
export function answerContextOf(
  [message, entries]: AnswerContextRows,
  school: { replyDomain: string; timeZone: string | undefined },
): AnswerContext {
  // receive-answer.ts found the message just before. If it was erased in between, this throws,
  // as storing the answer would (its entry's foreign key).
  const { message: question, received_at: receivedAt } = message.results[0] as MessageRow
  const mail = conversationMailContent
  const quoting = (iso: string, text: string) =>
    `${mail.reply.quoteIntro(mailDate(iso, school.timeZone))}\n${text}`
  const texts: string[] = [
    mail.confirmation.subject,
    mail.confirmation.text(arrivalDate(receivedAt, school.timeZone)),
    mail.reply.subject,
    quoting(receivedAt, question),
  ]
  const oldestFirst = (entries.results as Entry[]).toReversed()
  // A reply as its mail carried it (reply-mail.ts: the text, then the answer it quoted or when
  // the form was sent); an answer as a later reply may quote it, below an intro line of its date.
  const sent = oldestFirst.map((entry, index) => {
    if (entry.kind === 'answer') return quoting(entry.written_at, entry.body)
    const answer = quotableAnswer(oldestFirst.slice(0, index))
    return replyText(entry.body, replyQuote(answer, receivedAt, school.timeZone))
  })
  // The latest texts first, until their length reaches the bound (the last one cut to fit).
  let room = maxKnownCharacters
  for (const text of sent.toReversed()) {
    if (room <= 0) break
    texts.push(text.slice(0, room))
    room -= text.length
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
