// What nobody confirmed is not kept (docs/settings.md, "What nobody confirmed"): an
// application or a proposal request stored before its address confirmed it is deleted by the
// scheduled job once `confirmationDays` (7) have passed since it was last sent, the days a
// waiting-list sign-up has (waitlist/expiry.ts), with everything of it by the schema's cascades
// (its confirmation mail queued, its moves and notes). From that moment its link confirms
// nothing. An address may be a stranger's: what it never confirmed is nobody's to keep.
import { expiredBefore, expiriesPerRun } from '../waitlist/expiry.ts'

/** The tables whose rows wait for their address's confirmation, each with `created_at`. */
const awaiting = ['applications', 'proposal_requests'] as const

/** The scheduled job's part: applications and proposal requests unconfirmed after their days. */
export function expireUnconfirmedAdmissions(db: D1Database, now: Date) {
  // The partial indexes of migrations/0025 hold only the unconfirmed, oldest first.
  return awaiting.map((table) =>
    db
      .prepare(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE confirmed_at IS NULL AND created_at <= ?
           ORDER BY created_at LIMIT ?)`,
      )
      .bind(expiredBefore(now), expiriesPerRun),
  )
}

/** The condition a confirmation meets: confirmed already, or sent after `confirmableAfter` (?3). */
export const stillConfirmable = '(confirmed_at IS NOT NULL OR created_at > ?3)'

/** The moment a row must have been sent after to be confirmed at `now`. */
export const confirmableAfter = expiredBefore
