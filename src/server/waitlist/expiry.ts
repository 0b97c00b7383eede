// A sign-up's life before its owner confirms it (docs/architecture.md, "Waiting lists"): confirmed
// from the mailed link within its days, or deleted by the scheduled job after them. Sign-ups made
// before confirmations (asked_at NULL) never expire: nobody asked them anything.
import { confirmationDays, type Offering } from '../../shared/waitlist-fields'

/** The most sign-ups one run deletes: a backlog drains over a few runs, none runs long. */
export const expiriesPerRun = 1000

/**
 * The last moment a sign-up asked at or before is past its days; likewise an application or a
 * proposal request nobody confirmed (unasked-mail/unconfirmed.ts).
 */
export const expiredBefore = (now: Date) =>
  new Date(now.getTime() - confirmationDays * 24 * 60 * 60 * 1000).toISOString()

/**
 * Confirms the sign-up a link names, unless it is gone or past its days; resolves with whether it
 * is confirmed now (confirming twice keeps the first time).
 */
export async function confirmSignup(
  db: D1Database,
  signup: { offering: Offering; signupId: string },
  now: Date,
): Promise<boolean> {
  const confirmed = await db
    .prepare(
      `UPDATE waitlist_signups SET confirmed_at = COALESCE(confirmed_at, ?1)
       WHERE id = ?2 AND offering = ?3 AND (confirmed_at IS NOT NULL OR asked_at > ?4)
       RETURNING id`,
    )
    .bind(now.toISOString(), signup.signupId, signup.offering, expiredBefore(now))
    .first()
  return confirmed !== null
}

/** The scheduled job's part: sign-ups still unconfirmed after their days are deleted. */
export function expireUnconfirmedSignups(db: D1Database, now: Date) {
  return db
    .prepare(
      `DELETE FROM waitlist_signups WHERE id IN (
         SELECT id FROM waitlist_signups
         WHERE confirmed_at IS NULL AND asked_at IS NOT NULL AND asked_at <= ?
         LIMIT ?)`,
    )
    .bind(expiredBefore(now), expiriesPerRun)
}
