// The outbox's SQL (migrations/0014_one_outbox.sql), each statement in a small named function with
// bound parameters: what queues a send, what claims the sends that are due, and what records an
// attempt's outcome. Every row lives the same life: leased while an attempt runs, retried with
// backoff for 24 hours (backoff.ts), delivered exactly once. Times are ISO 8601 strings in UTC,
// the format `received_at` uses, so they compare as text.
import type { Channel, OutboxItem } from './item.ts'

/**
 * How long a running attempt holds its row before another runner may take it: longer than any
 * send takes (a webhook times out at 10 s), short enough that a crashed attempt is retried by the
 * next cron run after it.
 */
export const leaseSeconds = 60

export const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)

/** What a row is about: the message, the conversation entry, or the announcement and sign-up. */
export type OutboxSubject =
  | { kind: 'confirmation'; messageId: string }
  | { kind: 'reply'; entryId: number }
  | { kind: 'answer'; entryId: number; channel: Channel }
  | { kind: 'announcement'; announcementId: number; signupId: string }

const columns = `id, kind, channel, message_id AS messageId, entry_id AS entryId,
  announcement_id AS announcementId, signup_id AS signupId, attempts,
  window_started_at AS windowStartedAt`

/**
 * Queues one send, to go in the batch that makes it due (the message, the reply, the answer, the
 * announcement). It starts leased to the attempt that runs right after the answer; if that never
 * runs, the lease runs out and the cron takes it. A second queueing of the same thing (a retried
 * request, a second click) is ignored: the unique indexes of 0014 hold one of each.
 */
export function queueOutbox(db: D1Database, subject: OutboxSubject, now: Date) {
  const s = subject as Partial<Record<string, string | number>>
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox
         (kind, channel, message_id, entry_id, announcement_id, signup_id, next_attempt_at, window_started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      subject.kind,
      s.channel ?? 'email',
      s.messageId ?? null,
      s.entryId ?? null,
      s.announcementId ?? null,
      s.signupId ?? null,
      later(now, leaseSeconds).toISOString(),
      now.toISOString(),
    )
}

/**
 * A new message's notification on each channel, to go in the message's own batch. Each starts
 * leased to the attempt that runs right after the answer; if that never runs (the isolate died),
 * the lease runs out and the cron finds the row, as attempt 1.
 */
export function queueNotifications(
  db: D1Database,
  messageId: string,
  channels: readonly Channel[],
  now: Date,
): D1PreparedStatement[] {
  return channels.map((channel) =>
    db
      .prepare(
        `INSERT INTO outbox (kind, channel, message_id, next_attempt_at, window_started_at)
         VALUES ('notification', ?, ?, ?, ?)`,
      )
      .bind(channel, messageId, later(now, leaseSeconds).toISOString(), now.toISOString()),
  )
}

/**
 * What a first attempt is about: a message's notifications and confirmation, an entry's sends, a
 * sign-up's link.
 */
export type FirstAttempt = { messageId?: string; entryId?: number; signupId?: string }

/**
 * The first attempt of rows just queued, taken by what they are about: only a row no attempt has
 * touched (attempts = 0), so a retried request cannot send a second time what the first sent, and
 * only one due by the end of this attempt's lease: a row queued for later (answers told together,
 * conversation/answer-notices.ts) waits for the cron.
 */
export async function claimFirstAttempts(
  db: D1Database,
  where: FirstAttempt,
  now: Date,
): Promise<OutboxItem[]> {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET attempts = 1, next_attempt_at = ?1
       WHERE state = 'pending' AND attempts = 0 AND next_attempt_at <= ?1
         AND (message_id = ?2 AND kind IN ('notification', 'confirmation') OR entry_id = ?3
           OR signup_id = ?4 AND kind = 'signup-confirmation')
       RETURNING ${columns}`,
    )
    .bind(
      later(now, leaseSeconds).toISOString(),
      where.messageId ?? null,
      where.entryId ?? null,
      where.signupId ?? null,
    )
    .all<OutboxItem>()
  return results
}

/**
 * Up to `limit` due rows, each counted as a new attempt and leased, in one statement: the staff's
 * notifications of new messages first, then the oldest first, except that an announcement's
 * thousands of rows wait behind any mail to one person (a confirmation, a reply, a staff notice),
 * which would otherwise queue for hours behind them.
 */
export async function claimDueOutbox(
  db: D1Database,
  now: Date,
  limit: number,
): Promise<OutboxItem[]> {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: LIMIT 0 claims nothing either; this only saves a statement (the limit is never below 0)
  if (limit <= 0) return []
  const { results } = await db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?1
       WHERE state = 'pending' AND next_attempt_at <= ?2 AND id IN (
         SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?2
         ORDER BY kind <> 'notification', kind = 'announcement', next_attempt_at, id LIMIT ?3)
       RETURNING ${columns}`,
    )
    .bind(later(now, leaseSeconds).toISOString(), now.toISOString(), limit)
    .all<OutboxItem>()
  return results
}

/** The attempt succeeded: never sent again, whichever attempt it was. */
export function markOutboxDelivered(db: D1Database, item: OutboxItem, now: Date) {
  return db
    .prepare(
      `UPDATE outbox SET state = 'delivered', delivered_at = ?, last_error = NULL
       WHERE id = ? AND state = 'pending'`,
    )
    .bind(now.toISOString(), item.id)
}

/**
 * The attempt failed: due again at `retryAt`, or failed for good when there is none. Only the
 * latest attempt may say so: a slow one whose lease ran out does not undo its successor's.
 */
export function markOutboxFailed(
  db: D1Database,
  item: OutboxItem,
  error: string,
  retryAt: Date | null,
) {
  if (!retryAt) {
    return db
      .prepare(
        `UPDATE outbox SET state = 'failed', last_error = ?
         WHERE id = ? AND state = 'pending' AND attempts = ?`,
      )
      .bind(error, item.id, item.attempts)
  }
  return db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?, last_error = ?
       WHERE id = ? AND state = 'pending' AND attempts = ?`,
    )
    .bind(retryAt.toISOString(), error, item.id, item.attempts)
}
