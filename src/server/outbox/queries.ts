// The outbox's SQL (migrations/0004_outbox.sql), each statement in a small named function with
// bound parameters. Times are ISO 8601 strings in UTC, the format `received_at` uses, so they
// compare as text.
import type { StoredMessage } from '../contact/store.ts'

/** The channels a message can be delivered to. */
export type Channel = 'email' | 'webhook'

/** One delivery as the cron claimed it: which message, which channel, which attempt this is. */
export type ClaimedDelivery = {
  messageId: string
  channel: Channel
  attempts: number
  windowStartedAt: string
}

/**
 * How long a running attempt holds its delivery before another runner may take it: longer than
 * any send takes (a webhook times out at 10 s), short enough that a crashed attempt is retried
 * by the next cron run after it.
 */
export const leaseSeconds = 60

export const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)

/**
 * One outbox row per channel, to go in the message's own batch. Each starts leased to the
 * attempt that runs right after the answer; if that never runs (the isolate died), the lease runs
 * out and the cron finds the row, as attempt 1.
 */
export function insertDeliveries(
  db: D1Database,
  messageId: string,
  channels: readonly Channel[],
  now: Date,
): D1PreparedStatement[] {
  return channels.map((channel) =>
    db
      .prepare(
        'INSERT INTO message_deliveries (message_id, channel, next_attempt_at, window_started_at) VALUES (?, ?, ?, ?)',
      )
      .bind(messageId, channel, later(now, leaseSeconds).toISOString(), now.toISOString()),
  )
}

/**
 * Takes up to `limit` pending deliveries that are due, oldest first, in one statement: each is
 * counted as a new attempt and leased, so a second runner (an overlapping cron, a retry by hand)
 * cannot take it while this one sends.
 */
export async function claimDueDeliveries(
  db: D1Database,
  now: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString()
  const { results } = await db
    .prepare(
      `UPDATE message_deliveries SET attempts = attempts + 1, next_attempt_at = ?1
       WHERE state = 'pending' AND next_attempt_at <= ?2 AND rowid IN (
         SELECT rowid FROM message_deliveries WHERE state = 'pending' AND next_attempt_at <= ?2
         ORDER BY next_attempt_at LIMIT ?3)
       RETURNING message_id AS messageId, channel, attempts, window_started_at AS windowStartedAt`,
    )
    .bind(later(now, leaseSeconds).toISOString(), at, limit)
    .all<ClaimedDelivery>()
  return results
}

const whereThisPendingDelivery = "WHERE message_id = ? AND channel = ? AND state = 'pending'"

/** A send succeeded: the delivery is done and is never sent again. */
export function markDelivered(db: D1Database, delivery: ClaimedDelivery, now: Date) {
  return db
    .prepare(
      `UPDATE message_deliveries SET state = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL ${whereThisPendingDelivery}`,
    )
    .bind(delivery.attempts, now.toISOString(), delivery.messageId, delivery.channel)
}

/** A send failed: retry at `retryAt`, or give up (state 'failed') when there is none. */
export function markAttemptFailed(
  db: D1Database,
  delivery: ClaimedDelivery,
  error: string,
  retryAt: Date | null,
) {
  if (!retryAt) {
    return db
      .prepare(
        `UPDATE message_deliveries SET state = 'failed', attempts = ?, last_error = ? ${whereThisPendingDelivery}`,
      )
      .bind(delivery.attempts, error, delivery.messageId, delivery.channel)
  }
  return db
    .prepare(
      `UPDATE message_deliveries SET attempts = ?, next_attempt_at = ?, last_error = ? ${whereThisPendingDelivery}`,
    )
    .bind(delivery.attempts, retryAt.toISOString(), error, delivery.messageId, delivery.channel)
}

/** The messages the claimed deliveries are about, by id, as every channel sends them. */
export async function messagesByIds(
  db: D1Database,
  ids: string[],
): Promise<Map<string, StoredMessage>> {
  const { results } = await db
    .prepare(
      `SELECT id, name, email, message, about, received_at AS receivedAt FROM contact_messages
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(ids))
    .all<StoredMessage>()
  return new Map(results.map((message) => [message.id, message]))
}
