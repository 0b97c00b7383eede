// The outbox's claims and outcomes: what takes the rows that are due (the first attempt right
// after the answer, or the cron's), each counted as an attempt and leased, and what records how
// the attempt went. Every row lives the same life: leased while an attempt runs, retried with
// backoff for 24 hours (backoff.ts), delivered exactly once.
import type { OutboxItem } from './item.ts'
import { later, leaseSeconds } from './queue.ts'

const columns = `id, kind, channel, message_id AS messageId, entry_id AS entryId,
  announcement_id AS announcementId, signup_id AS signupId, application_id AS applicationId,
  application_entry_id AS applicationEntryId, booking_id AS bookingId, proposal_id AS proposalId,
  attempts, window_started_at AS windowStartedAt`

/**
 * What a first attempt is about: a message's notifications and confirmation, an entry's sends, a
 * sign-up's link, an application's link and the staff's notice of it once confirmed, an
 * application's entry's sends (the school's message, the staff's notices of an answer), a
 * booking's (or a move's two bookings') mails, a proposal request's link and its staff notice.
 */
export type FirstAttempt = {
  messageId?: string
  entryId?: number
  signupId?: string
  applicationId?: string
  applicationEntryId?: number
  bookingIds?: readonly number[]
  proposalId?: string
}

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
           OR signup_id = ?4 AND kind = 'signup-confirmation'
           OR application_id = ?5 AND kind IN ('application-confirmation', 'application-notice')
           OR application_entry_id = ?6
           OR booking_id IN (SELECT value FROM json_each(?7))
             AND kind IN ('call-booked', 'call-cancelled')
           OR proposal_id = ?8 AND kind IN ('proposal-confirmation', 'proposal-notice'))
       RETURNING ${columns}`,
    )
    .bind(
      later(now, leaseSeconds).toISOString(),
      where.messageId ?? null,
      where.entryId ?? null,
      where.signupId ?? null,
      where.applicationId ?? null,
      where.applicationEntryId ?? null,
      JSON.stringify(where.bookingIds ?? []),
      where.proposalId ?? null,
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
  // A run with no sends left asks nothing of D1: LIMIT 0 would claim nothing too, for a statement.
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
