// Cancelling a booked call, from the applicant's page or by staff from the inbox: the booking keeps
// its row with cancelled_at and who cancelled it (which frees the slot), the application goes back
// to 'applied' with its history row, and the 'call-cancelled' mail carries the calendar's
// cancellation. One conditional UPDATE decides and everything else follows only the booking it
// cancelled, so a cancel pressed twice, or racing the applicant's move or another cancel, cancels
// once and mails once (docs/inbox.md, "A booked call").
import { queueCancelledMail } from './booking-mail'
import { changeableAfter } from './policy'

/** What became of an applicant's cancel: done, nothing to cancel, or too close to the call. */
export type CancelOutcome =
  | { outcome: 'cancelled'; bookingId: number }
  | { outcome: 'none' }
  | { outcome: 'too-late' }

/**
 * Which booking a cancel may reach: the application's live one starting after `startsAfter`,
 * and, from the inbox, only the booking staff saw (`bookingId`) of an application at 'call-booked'.
 */
type Cancelling = {
  applicationId: string
  now: Date
  /** 'applicant', or the staff member's email: the booking's cancelled_by and the move's mover. */
  by: string
  startsAfter: Date
  bookingId: number | null
}

/** The cancel as one batch; its first result holds the cancelled booking's id, if any. */
function cancelBatch(db: D1Database, cancel: Cancelling) {
  const { applicationId, by, bookingId } = cancel
  const at = cancel.now.toISOString()
  // The history row and the stage follow only the booking this batch cancelled (at `now`, by `by`).
  const cancelledNow = `EXISTS (SELECT 1 FROM call_bookings
    WHERE application_id = ?1 AND cancelled_at = ?2 AND cancelled_by = ?3)`
  return db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE call_bookings SET cancelled_at = ?2, cancelled_by = ?3
         WHERE application_id = ?1 AND cancelled_at IS NULL
           AND slot_id IN (SELECT id FROM call_slots WHERE starts_at > ?4)
           AND (?5 IS NULL OR (id = ?5 AND EXISTS
             (SELECT 1 FROM applications WHERE id = ?1 AND stage = 'call-booked')))
         RETURNING id`,
      )
      .bind(applicationId, at, by, cancel.startsAfter.toISOString(), bookingId),
    db
      .prepare(
        `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
         SELECT id, stage, 'applied', ?3, ?2 FROM applications
         WHERE id = ?1 AND stage = 'call-booked' AND ${cancelledNow}`,
      )
      .bind(applicationId, at, by),
    db
      .prepare(
        `UPDATE applications SET stage = 'applied'
         WHERE id = ?1 AND stage = 'call-booked' AND ${cancelledNow}`,
      )
      .bind(applicationId, at, by),
    queueCancelledMail(db, applicationId, cancel.now),
  ])
}

/** The applicant's cancel, from their call page: allowed until the deadline before the call. */
export async function cancelCall(
  db: D1Database,
  { applicationId, now }: { applicationId: string; now: Date },
): Promise<CancelOutcome> {
  const [cancelled] = await cancelBatch(db, {
    applicationId,
    now,
    by: 'applicant',
    startsAfter: changeableAfter(now),
    bookingId: null,
  })
  const bookingId = cancelled?.results[0]?.id
  if (bookingId !== undefined) return { outcome: 'cancelled', bookingId }
  const live = await db
    .prepare('SELECT 1 FROM call_bookings WHERE application_id = ? AND cancelled_at IS NULL')
    .bind(applicationId)
    .first()
  return live ? { outcome: 'too-late' } : { outcome: 'none' }
}

/**
 * A staff member's cancel of the booking they saw, until the call begins (no deadline: the school
 * may call off a call it cannot hold). The booking's id, or null when it changed meanwhile (moved
 * or cancelled by the applicant, cancelled by someone else, begun, or the application moved on).
 */
export async function cancelCallAsStaff(
  db: D1Database,
  cancel: { applicationId: string; bookingId: number; by: string; now: Date },
): Promise<number | null> {
  const [cancelled] = await cancelBatch(db, { ...cancel, startsAfter: cancel.now })
  return cancelled?.results[0]?.id ?? null
}
