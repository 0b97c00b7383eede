// The SQL of waiting-list announcements (tables of migrations/0009): writing one, queueing its
// emails in chunks, and counting how far it got. One announcement per offering (UNIQUE), one
// outbox row per (announcement, sign-up) (unique index): a second click, a retried request or a
// retried run finds both already there and adds nothing.
import type { Offering } from '../../shared/waitlist-fields'

/** Outbox rows written per statement: each chunk is one short write the contact form can pass. */
export const queueChunk = 1000

/** An announcement as the inbox shows it, with how far its emails got. */
export type AnnouncementStatus = {
  offering: Offering
  subject: string
  body: string
  sentBy: string
  sentAt: string
  delivered: number
  failed: number
  /**
   * Confirmed addresses on the list not yet delivered or failed: queued, retrying, or about to be
   * queued.
   */
  pending: number
}

/**
 * Queues the emails of announcements not yet queued for every confirmed address on their list, at
 * most `limit` rows: all announcements, or one offering's. Sign-ups confirmed after the
 * announcement are queued too, so "we will email you once, when it opens" stays true for them;
 * an address nobody confirmed is never mailed. Resolves with
 * the number of rows written.
 */
export function queueAnnouncementRows(
  db: D1Database,
  now: Date,
  limit = queueChunk,
  offering: Offering | null = null,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox
         (kind, channel, announcement_id, signup_id, next_attempt_at, window_started_at)
       SELECT 'announcement', 'email', a.id, s.id, ?1, ?1
       FROM waitlist_announcements a JOIN waitlist_signups s ON s.offering = a.offering
       WHERE s.confirmed_at IS NOT NULL AND (?2 IS NULL OR a.offering = ?2)
         AND NOT EXISTS (
           SELECT 1 FROM outbox o WHERE o.announcement_id = a.id AND o.signup_id = s.id)
       LIMIT ?3`,
    )
    .bind(now.toISOString(), offering, limit)
}

/** Queues chunk after chunk until nothing is left to queue; resolves with the rows written. */
export async function queueAllAnnouncementRows(
  db: D1Database,
  now: Date,
  offering: Offering | null = null,
) {
  let total = 0
  for (;;) {
    const { meta } = await queueAnnouncementRows(db, now, queueChunk, offering).run()
    total += meta.changes
    if (meta.changes < queueChunk) return total
  }
}

/**
 * Writes the offering's announcement and queues its first chunk in one batch, then the rest.
 * Resolves with whether this call wrote it (false: it had been sent before, and nothing changed).
 */
export async function announce(
  db: D1Database,
  draft: { offering: Offering; subject: string; body: string; by: string },
  now: Date,
): Promise<boolean> {
  const [written] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO waitlist_announcements (offering, subject, body, sent_by, sent_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(draft.offering, draft.subject, draft.body, draft.by, now.toISOString()),
    queueAnnouncementRows(db, now, queueChunk, draft.offering),
  ])
  await queueAllAnnouncementRows(db, now, draft.offering)
  return (written?.meta.changes ?? 0) > 0
}

/** Every announcement with its counts. Pending is the list minus what ended (delivered, failed). */
export async function announcementStatuses(
  db: D1Database,
): Promise<Partial<Record<Offering, AnnouncementStatus>>> {
  const { results } = await db
    .prepare(
      `SELECT a.offering, a.subject, a.body, a.sent_by AS sentBy, a.sent_at AS sentAt,
         (SELECT COUNT(*) FROM outbox o WHERE o.announcement_id = a.id AND o.state = 'delivered') AS delivered,
         (SELECT COUNT(*) FROM outbox o WHERE o.announcement_id = a.id AND o.state = 'failed') AS failed,
         (SELECT COUNT(*) FROM waitlist_signups s
          WHERE s.offering = a.offering AND s.confirmed_at IS NOT NULL) AS listed
       FROM waitlist_announcements a`,
    )
    .all<Omit<AnnouncementStatus, 'pending'> & { listed: number }>()
  return Object.fromEntries(
    results.map(({ listed, ...row }) => [
      row.offering,
      { ...row, pending: Math.max(0, listed - row.delivered - row.failed) },
    ]),
  )
}
