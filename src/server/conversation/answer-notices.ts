// Which answers the staff are told of one by one, and which together, so that a visitor's 30
// answers are not 30 mails to staff. The first `noticesOneByOne` answers after the school's last
// reply (or after the message, before any) are each told at once; from the next one on, the answers
// of that turn wait `digestMinutes` and are told together, in one notice per channel ("7 more
// answers", answer-digest.ts). Staff learn of every answer, and read them in the inbox; an answer
// to a message in Spam is told to no one (docs/conversation.md, "Many answers, one notice").
import { later, leaseSeconds } from '../outbox/queue.ts'
import { type AnswerThread, messageThread } from './answer-thread.ts'

/** Answers after each reply told one by one: a visitor adding a thought or two is heard at once. */
export const noticesOneByOne = 3

/** How long the answers past those gather before their one notice goes out. */
export const digestMinutes = 15

/**
 * The SQL that names, for the answer `entry` (an alias in scope), the first answer of its turn
 * past the one-by-one ones: its turn starts after the school's last reply before it. NULL while
 * the turn has no such answer.
 */
export const firstGatheredAnswer = (
  entry: string,
  offset: string,
  { entries, owner, schoolKind }: AnswerThread = messageThread,
) => `(
  SELECT a.id FROM ${entries} a
  WHERE a.${owner} = ${entry}.${owner} AND a.kind = 'answer' AND a.id > (
    SELECT COALESCE(MAX(r.id), 0) FROM ${entries} r
    WHERE r.${owner} = ${entry}.${owner} AND r.kind = '${schoolKind}' AND r.id < ${entry}.id)
  ORDER BY a.id LIMIT 1 OFFSET ${offset})`

/**
 * The statements (one per channel) that queue the staff's notice of the answer stored under
 * `dedupeKey`, for the batch that stores it. One by one: due at once, leased to the attempt right
 * after. Gathered: a row waits `digestMinutes` for the cron, unless the turn already has one no
 * attempt has touched yet, which this answer joins. Nothing for a message in Spam.
 */
export function queueAnswerNotices(
  db: D1Database,
  dedupeKey: string,
  channels: readonly ('email' | 'webhook')[],
  now: Date,
  thread: AnswerThread = messageThread,
): D1PreparedStatement[] {
  const { entries, owner, parent, noticeKind, noticeEntry } = thread
  const at = now.toISOString()
  const lease = later(now, leaseSeconds).toISOString()
  const gathered = later(now, digestMinutes * 60).toISOString()
  return channels.map((channel) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox
           (kind, channel, ${noticeEntry}, next_attempt_at, window_started_at)
         SELECT '${noticeKind}', ?1, e.id, CASE WHEN e.id >= first.id THEN ?3 ELSE ?2 END, ?4
         FROM ${entries} e
         JOIN ${parent} m ON m.id = e.${owner} AND NOT (${thread.silenced})
         LEFT JOIN (SELECT ${firstGatheredAnswer('e2', '?6', thread)} AS id
                    FROM ${entries} e2 WHERE e2.dedupe_key = ?5) first ON 1
         WHERE e.dedupe_key = ?5
           AND (first.id IS NULL OR e.id < first.id OR NOT EXISTS (
             SELECT 1 FROM outbox o JOIN ${entries} d ON d.id = o.${noticeEntry}
             WHERE o.kind = '${noticeKind}' AND o.channel = ?1 AND o.state = 'pending'
               AND o.attempts = 0 AND d.${owner} = e.${owner}
               AND d.id >= first.id AND d.id < e.id))`,
      )
      .bind(channel, lease, gathered, at, dedupeKey, noticesOneByOne),
  )
}

/**
 * The SQL of the answers one gathered notice covers: the notice's row is on answer ?1, on channel
 * ?2, and covers it and every later answer of the conversation without a row of its own on that
 * channel; one row (the first answer, the conversation's id as `conversationId`, the count, the
 * span, how many from another address, and the parent's `columns`), or none when ?1 is an
 * answer told one by one (?3 is `noticesOneByOne`).
 */
export const gatheredAnswersQuery = (thread: AnswerThread, columns: string) => {
  const { entries, owner, parent, noticeKind, noticeEntry } = thread
  return `SELECT x.id AS entryId, x.${owner} AS conversationId, COUNT(a.id) AS count,
      total(a.sender_mismatch) AS fromOtherAddresses, MIN(a.written_at) AS firstAt,
      MAX(a.written_at) AS lastAt, ${columns}
    FROM ${entries} x
    JOIN ${parent} m ON m.id = x.${owner}
    JOIN ${entries} a ON a.${owner} = x.${owner} AND a.kind = 'answer'
      AND a.id >= x.id AND NOT EXISTS (
        SELECT 1 FROM outbox o JOIN ${entries} d ON d.id = o.${noticeEntry}
        WHERE o.kind = '${noticeKind}' AND o.channel = ?2 AND d.${owner} = x.${owner}
          AND o.${noticeEntry} > x.id AND o.${noticeEntry} <= a.id)
    WHERE x.id = ?1 AND x.kind = 'answer' AND x.id >= ${firstGatheredAnswer('x', '?3', thread)}
    GROUP BY x.id`
}
