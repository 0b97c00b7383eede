// What the staff's side reads and does with the outbox: a message's deliveries, and a retry by
// hand of what failed (a notification, a reply to the visitor, an announcement's emails). The
// inbox's message page calls these (Notifications, Retry now, Send again), and the waiting-lists
// page its announcements' Retry now; docs/operations.md, "Each message's deliveries" shows
// the same rows through `wrangler d1 execute` for a site without the inbox.
import type { Offering } from '../../shared/waitlist-fields.ts'
import type { Channel } from './item.ts'
import { later, leaseSeconds } from './queue.ts'

/** One channel's notification of a message, as the staff see it. */
export type DeliveryState = {
  channel: Channel
  state: 'pending' | 'delivered' | 'failed'
  /** Attempts since the message arrived, or since the last retry by hand. */
  attempts: number
  lastError: string | null
  deliveredAt: string | null
  /** When the cron tries a pending delivery next. */
  nextAttemptAt: string
}

/** Every delivery of one message, by channel. */
export async function deliveriesOf(db: D1Database, messageId: string): Promise<DeliveryState[]> {
  const { results } = await db
    .prepare(
      `SELECT channel, state, attempts, last_error AS lastError, delivered_at AS deliveredAt,
              next_attempt_at AS nextAttemptAt
       FROM outbox WHERE kind = 'notification' AND message_id = ? ORDER BY channel`,
    )
    .bind(messageId)
    .all<DeliveryState>()
  return results
}

/**
 * Puts a failed delivery back in the outbox, due now, with a fresh 24-hour window of retries:
 * the next cron run sends it. Only a failed delivery can be re-queued (a delivered one is never
 * sent again, a pending one is already queued); resolves with whether one was.
 */
export async function retryFailedDelivery(
  db: D1Database,
  messageId: string,
  channel: Channel,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  const { meta } = await db
    .prepare(
      `UPDATE outbox
       SET state = 'pending', attempts = 0, next_attempt_at = ?, window_started_at = ?
       WHERE kind = 'notification' AND message_id = ? AND channel = ? AND state = 'failed'`,
    )
    .bind(at, at, messageId, channel)
    .run()
  return meta.changes > 0
}

/**
 * Puts a reply that failed for good back in the outbox ("Send again"), with a fresh 24-hour window
 * and no attempt yet: leased to the attempt that runs right after the answer, as when it was first
 * queued, and taken by the cron if that never runs. Only a failed reply of this message can be (a
 * second click finds it pending and changes nothing); resolves with whether one was.
 */
export async function resendFailedReply(
  db: D1Database,
  messageId: string,
  entryId: number,
  now = new Date(),
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, window_started_at = ?
       WHERE kind = 'reply' AND state = 'failed' AND entry_id = ?
         AND entry_id IN (SELECT id FROM conversation_entries WHERE message_id = ?)`,
    )
    .bind(later(now, leaseSeconds).toISOString(), now.toISOString(), entryId, messageId)
    .run()
  return meta.changes > 0
}

/**
 * Puts every email of an offering's announcement that failed for good back in the outbox, due now,
 * each with a fresh 24-hour window: the next runs send them within their budget, and an address
 * that has its email is never sent it again (its row is delivered, not failed). Resolves with how
 * many were re-queued (0 for a second press: they are pending by then).
 */
export async function retryFailedAnnouncements(
  db: D1Database,
  offering: Offering,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString()
  const { meta } = await db
    .prepare(
      `UPDATE outbox
       SET state = 'pending', attempts = 0, next_attempt_at = ?, window_started_at = ?
       WHERE kind = 'announcement' AND state = 'failed'
         AND announcement_id IN (SELECT id FROM waitlist_announcements WHERE offering = ?)`,
    )
    .bind(at, at, offering)
    .run()
  return meta.changes
}
