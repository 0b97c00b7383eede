// Cancelling a booked call from the applicant's page: the booking keeps its row with
// cancelled_at (which frees the slot), the application goes back to 'applied' with its history
// row, and the 'call-cancelled' mail carries the calendar's cancellation. Allowed until the
// deadline before the call (policy.ts); the UPDATE's own WHERE decides, so a cancel pressed twice
// cancels once.
import { queueCancelledMail } from './booking-mail'
import { changeableAfter } from './policy'

/** What became of a cancel: done, nothing to cancel, or too close to the call. */
export type CancelOutcome =
  | { outcome: 'cancelled'; bookingId: number }
  | { outcome: 'none' }
  | { outcome: 'too-late' }

export async function cancelCall(
  db: D1Database,
  { applicationId, now }: { applicationId: string; now: Date },
): Promise<CancelOutcome> {
  const at = now.toISOString()
  // The history row and the stage follow only the booking this batch cancelled (at `now`).
  const cancelledNow = `EXISTS (SELECT 1 FROM call_bookings
    WHERE application_id = ?1 AND cancelled_at = ?2 AND cancelled_by = 'applicant')`
  const [cancelled] = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE call_bookings SET cancelled_at = ?2, cancelled_by = 'applicant'
         WHERE application_id = ?1 AND cancelled_at IS NULL
           AND slot_id IN (SELECT id FROM call_slots WHERE starts_at > ?3)
         RETURNING id`,
      )
      .bind(applicationId, at, changeableAfter(now).toISOString()),
    db
      .prepare(
        `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
         SELECT id, stage, 'applied', 'applicant', ?2 FROM applications
         WHERE id = ?1 AND stage = 'call-booked' AND ${cancelledNow}`,
      )
      .bind(applicationId, at),
    db
      .prepare(
        `UPDATE applications SET stage = 'applied'
         WHERE id = ?1 AND stage = 'call-booked' AND ${cancelledNow}`,
      )
      .bind(applicationId, at),
    queueCancelledMail(db, applicationId, now),
  ])
  const bookingId = cancelled?.results[0]?.id
  if (bookingId !== undefined) return { outcome: 'cancelled', bookingId }
  const live = await db
    .prepare('SELECT 1 FROM call_bookings WHERE application_id = ? AND cancelled_at IS NULL')
    .bind(applicationId)
    .first()
  return live ? { outcome: 'too-late' } : { outcome: 'none' }
}
