// The SQL of an applicant's answer by mail: the application a reply address names, and the one
// batch that appends the answer to its conversation and queues the staff's notice on each
// configured channel (one by one, or gathered: conversation/answer-notices.ts). A mail delivered
// twice (same Message-ID) is one entry: the second batch inserts nothing.
import { roomForAnswer } from '../../conversation/answer-ceiling.ts'
import { queueAnswerNotices } from '../../conversation/answer-notices.ts'
import type { QuotedHistory } from '../../conversation/answer-reading/answer-text.ts'
import { applicationThread } from '../../conversation/answer-thread.ts'
import type { Channel } from '../../outbox/item.ts'

/**
 * The application a reply address names, as its answer needs it; none once it is erased or
 * withdrawn: its answers are then refused as those to an erased message are (the applicant who
 * withdrew is no longer in a conversation about it).
 */
export const applicationOf = (db: D1Database, applicationId: string) =>
  db
    .prepare("SELECT id, email FROM applications WHERE id = ? AND stage <> 'withdrawn'")
    .bind(applicationId)
    .first<{ id: string; email: string }>()

export type ApplicationAnswer = {
  applicationId: string
  /** The mail's subject, on one line. */
  subject: string
  body: string
  quotedHistory: QuotedHistory[]
  author: string
  senderMismatch: boolean
  attachmentNames: string[]
  dedupeKey: string
}

/** The entry already stored under this key (a mail delivered again): a row, or none. */
export const storedApplicationAnswerRead = (db: D1Database, dedupeKey: string) =>
  db.prepare('SELECT id FROM application_entries WHERE dedupe_key = ?').bind(dedupeKey)

/** Controls and formatting characters, which no subject shown to staff keeps. */
const hidden = /[\p{Cc}\p{Cf}]/gu
/** A subject as stored: one line of at most 300 characters (RFC 5322 advises 78 a line). */
export const storedSubject = (subject: string | undefined) =>
  [...(subject ?? '').replace(hidden, ' ').replace(/\s+/g, ' ').trim()].slice(0, 300).join('')

/**
 * Appends the answer (while the conversation has room, checked again here so two answers racing
 * for the last place cannot both take it) and queues its notices, in one transaction; resolves
 * with the entry's id.
 */
export async function storeApplicationAnswer(
  db: D1Database,
  answer: ApplicationAnswer,
  channels: readonly Channel[],
  now: Date,
): Promise<number> {
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT OR IGNORE INTO application_entries
           (application_id, kind, subject, body, quoted_history, author, sender_mismatch,
            attachment_names, dedupe_key, written_at)
         SELECT ?1, 'answer', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE ${roomForAnswer('?1', '?3', applicationThread)}`,
      )
      .bind(
        answer.applicationId,
        answer.subject,
        answer.body,
        answer.quotedHistory.length ? JSON.stringify(answer.quotedHistory) : null,
        answer.author,
        answer.senderMismatch ? 1 : 0,
        answer.attachmentNames.length ? JSON.stringify(answer.attachmentNames) : null,
        answer.dedupeKey,
        now.toISOString(),
      ),
    ...queueAnswerNotices(db, answer.dedupeKey, channels, now, applicationThread),
    storedApplicationAnswerRead(db, answer.dedupeKey),
  ])
  const id = results.at(-1)?.results[0]?.id
  // Not stored: the conversation had no room left after all (answer-ceiling.ts).
  if (id === undefined) throw new Error('the answer was not stored')
  return id
}
