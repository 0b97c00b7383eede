// Which answers the staff are told of one by one, and which together, so that a visitor's 30
// answers are not 30 mails to staff. The first `noticesOneByOne` answers after the school's last
// reply (or after the message, before any) are each told at once; from the next one on, the answers
// of that turn wait `digestMinutes` and are told together, in one notice per channel ("7 more
// answers", answer-digest.ts). Staff learn of every answer, and read them in the inbox; an answer
// to a message in Spam is told to no one (docs/conversation.md, "Many answers, one notice").
import { later, leaseSeconds } from '../outbox/queue.ts'

/** Answers after each reply told one by one: a visitor adding a thought or two is heard at once. */
export const noticesOneByOne = 3

/** How long the answers past those gather before their one notice goes out. */
export const digestMinutes = 15

/**
 * The SQL that names, for the answer `entry` (an alias in scope), the first answer of its turn
 * past the one-by-one ones: its turn starts after the school's last reply before it. NULL while
 * the turn has no such answer.
 */
export const firstGatheredAnswer = (entry: string, offset: string) => `(
  SELECT a.id FROM conversation_entries a
  WHERE a.message_id = ${entry}.message_id AND a.kind = 'answer' AND a.id > (
    SELECT COALESCE(MAX(r.id), 0) FROM conversation_entries r
    WHERE r.message_id = ${entry}.message_id AND r.kind = 'reply' AND r.id < ${entry}.id)
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
): D1PreparedStatement[] {
  const at = now.toISOString()
  const lease = later(now, leaseSeconds).toISOString()
  const gathered = later(now, digestMinutes * 60).toISOString()
  return channels.map((channel) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (kind, channel, entry_id, next_attempt_at, window_started_at)
         SELECT 'answer', ?1, e.id, CASE WHEN e.id >= first.id THEN ?3 ELSE ?2 END, ?4
         FROM conversation_entries e
         JOIN contact_messages m ON m.id = e.message_id AND m.state <> 'spam'
         LEFT JOIN (SELECT ${firstGatheredAnswer('e2', '?6')} AS id
                    FROM conversation_entries e2 WHERE e2.dedupe_key = ?5) first ON 1
         WHERE e.dedupe_key = ?5
           AND (first.id IS NULL OR e.id < first.id OR NOT EXISTS (
             SELECT 1 FROM outbox o JOIN conversation_entries d ON d.id = o.entry_id
             WHERE o.kind = 'answer' AND o.channel = ?1 AND o.state = 'pending'
               AND o.attempts = 0 AND d.message_id = e.message_id
               AND d.id >= first.id AND d.id < e.id))`,
      )
      .bind(channel, lease, gathered, at, dedupeKey, noticesOneByOne),
  )
}
