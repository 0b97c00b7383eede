// How much one conversation keeps. Anyone holding a reply address (a visitor writes the form from
// a mailbox they control) can send answers without end, each with a new Message-ID: without a
// ceiling 40 answers of 20,000 characters made a 3.6 MB message page. A conversation keeps
// `maxAnswers` answers and `maxAnswerText` characters of them; an answer past either is refused
// with setReject, so its sender's server tells a person their mail was not read and to write
// through the form (a quiet drop would lose a real visitor's words with nobody knowing; the
// refusal happens in the SMTP session, so the school sends no mail). Each refusal is counted on
// the message, for the page (docs/conversation.md, "How much a conversation keeps").
import { answerGuardsContent } from '../content/answer-guards.ts'
import { type AnswerThread, messageThread } from './answer-thread.ts'

/** Answers kept in one conversation: far past a real exchange, a few pages of the inbox. */
export const maxAnswers = 20

/** Characters of answer text kept in one conversation (five answers at their longest). */
export const maxAnswerText = 100_000

/** What the sender's server is told once the conversation is full. */
export const conversationFull = answerGuardsContent.ceiling.refusal(maxAnswers)

/**
 * The SQL condition that the conversation `message` (a parameter) has room for the answer text
 * `body` (a parameter): checked again inside the batch that stores it, so two answers racing for
 * the last place cannot both have it. SQLite's length() counts characters (code points).
 */
export const roomForAnswer = (
  message: string,
  body: string,
  thread: AnswerThread = messageThread,
) =>
  `(SELECT COUNT(*) < ${maxAnswers} AND total(length(body)) + length(${body}) <= ${maxAnswerText}
    FROM ${thread.entries} WHERE ${thread.owner} = ${message} AND kind = 'answer')`

/** A conversation's answers and their characters, and the answers refused (with the last time). */
export type AnswerCeiling = {
  answers: number
  characters: number
  refused: number
  refusedAt: string | null
}

/**
 * The read of a conversation's ceiling: one row whatever is stored (none of a message erased
 * meanwhile: nothing, room for all). A statement, so an answer reads it in its one batch.
 */
export const answerCeilingRead = (
  db: D1Database,
  messageId: string,
  { entries, owner, parent }: AnswerThread = messageThread,
) =>
  db
    .prepare(
      `SELECT COUNT(*) AS answers, total(length(body)) AS characters,
         COALESCE((SELECT answers_refused FROM ${parent} WHERE id = ?1), 0) AS refused,
         (SELECT answer_refused_at FROM ${parent} WHERE id = ?1) AS refusedAt
       FROM ${entries} WHERE ${owner} = ?1 AND kind = 'answer'`,
    )
    .bind(messageId)

export async function answerCeiling(db: D1Database, messageId: string): Promise<AnswerCeiling> {
  return (await answerCeilingRead(db, messageId).first<AnswerCeiling>()) as AnswerCeiling
}

/** Whether the conversation is full for staff: it holds its last answer, or refused one. */
export const isFull = (ceiling: AnswerCeiling) =>
  ceiling.answers >= maxAnswers || ceiling.refusedAt !== null

/**
 * True (and the refusal counted) when the conversation, whose `ceiling` was read before the
 * answer (answerCeilingRead), has no room for this answer's text; the caller then refuses the
 * mail with `conversationFull`.
 */
export async function refusedForRoom(
  db: D1Database,
  messageId: string,
  body: string,
  now: Date,
  ceiling: AnswerCeiling,
  thread: AnswerThread = messageThread,
) {
  const room =
    ceiling.answers < maxAnswers && ceiling.characters + [...body].length <= maxAnswerText
  if (room) return false
  await db
    .prepare(
      `UPDATE ${thread.parent} SET answers_refused = answers_refused + 1, answer_refused_at = ?
       WHERE id = ?`,
    )
    .bind(now.toISOString(), messageId)
    .run()
  console.log(`An answer to conversation ${messageId} was refused: the conversation is full.`)
  return true
}
