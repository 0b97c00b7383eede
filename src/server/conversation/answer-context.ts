// What an answer's quoted history is recognised by: everything the school sent in this
// conversation, as it sent it (the confirmation, each reply with the visitor's words it quoted),
// the visitor's own words (their message, their earlier answers, which a later reply may quote),
// and how a client names the school above the mail it quotes. Read from D1 once per answer, the
// latest first, up to a bound, so a long conversation costs no more than a short one.
import { conversationMailContent } from '../../shared/content/conversation'
import { site } from '../../shared/site'
import type { AnswerContext } from './answer-text.ts'
import { knownText } from './known-text.ts'
import { arrivalDate, mailDate } from './mail-parts.ts'
import { replyText } from './reply-mail.ts'
import { quotableAnswer } from './reply-quote.ts'

/** The most of a conversation's texts read (its latest): several replies and answers in full. */
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
  school: { from: string; replyDomain: string; timeZone: string | undefined },
): AnswerContext {
  const { message: question = '', received_at: receivedAt } = (message?.results[0] ?? {}) as Record<
    string,
    string
  >
  const mail = conversationMailContent
  const on = (iso: string | undefined) => (iso ? mailDate(iso, school.timeZone) : '')
  const quoting = (iso: string | undefined, text: string) =>
    `${mail.reply.quoteIntro(on(iso))}\n${text}`
  const texts: string[] = [
    mail.confirmation.subject,
    mail.confirmation.text(receivedAt ? arrivalDate(receivedAt, school.timeZone) : ''),
    mail.reply.subject,
    quoting(receivedAt, question),
  ]
  const oldestFirst = ((entries?.results ?? []) as unknown as Entry[]).toReversed()
  // A reply as its mail carried it (reply-mail.ts: the text, then the answer it quoted or when
  // the form was sent); an answer as a later reply may quote it, below an intro line of its date.
  const sent = oldestFirst.map((entry, index) => {
    if (entry.kind === 'answer') return quoting(entry.written_at, entry.body)
    const answer = quotableAnswer(oldestFirst.slice(0, index))
    return replyText(
      entry.body,
      answer
        ? { answer: answer.body, writtenOn: on(answer.written_at) }
        : { receivedOn: on(receivedAt) },
    )
  })
  let size = texts.join('').length
  for (const text of sent.toReversed()) {
    if (size >= maxKnownCharacters) break
    texts.push(text.slice(0, maxKnownCharacters - size))
    size += text.length
  }
  return {
    known: knownText(texts),
    school: {
      names: [site.name.toLowerCase()],
      addresses: [school.from.toLowerCase(), `@${school.replyDomain}`],
    },
  }
}
