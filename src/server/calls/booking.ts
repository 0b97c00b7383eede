// Booking a call, and moving one to another slot, from the applicant's page. One INSERT decides:
// the partial UNIQUE indexes of migrations/0019 refuse a slot someone holds and a second live
// booking of one application, and its CASE refuses (NOT NULL) a slot no longer offered or an
// application not at the stage that books. Either refusal fails the statement, and D1 rolls the
// whole batch back: the stage's move, its history row and the mail go with the booking or not at
// all. Nothing is checked before the INSERT that the INSERT does not check again.
import { queueBookedMail, queueCancelledMail } from './booking-mail'
import { changeableAfter } from './policy'

/** What became of a pick: booked (moved, when `cancelledId`), or why not. */
export type BookingOutcome =
  | { outcome: 'booked'; bookingId: number; cancelledId: number | null }
  /** Another applicant holds the slot. */
  | { outcome: 'taken' }
  /** Withdrawn, begun, or no such slot. */
  | { outcome: 'unavailable' }
  /** The application holds another call, too close to its start to move. */
  | { outcome: 'too-late' }
  /** The application holds another call already (booked twice at once). */
  | { outcome: 'already' }
  /** The application is gone, unconfirmed, or past the stage that books a call. */
  | { outcome: 'closed' }

type Pick = { applicationId: string; slotId: number; now: Date }

type Current = { stage: string; booking: number | null; slot_id: number | null }

/**
 * The booking, as one statement: the slot's id when the slot is offered and the application may
 * book (and, moving, its old booking was cancelled by this batch), else NULL, which the NOT NULL
 * column refuses.
 */
const insertBooking = (db: D1Database, pick: Pick, stage: string, cancelled: number | null) =>
  db
    .prepare(
      `INSERT INTO call_bookings (slot_id, application_id, booked_at)
       SELECT CASE WHEN
         EXISTS (SELECT 1 FROM call_slots WHERE id = ?1 AND withdrawn_at IS NULL AND starts_at > ?3)
         AND EXISTS (SELECT 1 FROM applications
           WHERE id = ?2 AND stage = ?4 AND confirmed_at IS NOT NULL)
         AND (?5 IS NULL OR EXISTS (SELECT 1 FROM call_bookings WHERE id = ?5 AND cancelled_at = ?3))
       THEN ?1 END, ?2, ?3`,
    )
    .bind(pick.slotId, pick.applicationId, pick.now.toISOString(), stage, cancelled)

const liveBooking = (db: D1Database, applicationId: string) =>
  db
    .prepare('SELECT id FROM call_bookings WHERE application_id = ? AND cancelled_at IS NULL')
    .bind(applicationId)

/** A first booking: the call, the stage 'applied' → 'call-booked' with its history, the mail. */
function book(db: D1Database, pick: Pick) {
  const { applicationId, now } = pick
  return [
    insertBooking(db, pick, 'applied', null),
    db
      .prepare(
        `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
         VALUES (?, 'applied', 'call-booked', 'applicant', ?)`,
      )
      .bind(applicationId, now.toISOString()),
    db
      .prepare(`UPDATE applications SET stage = 'call-booked' WHERE id = ? AND stage = 'applied'`)
      .bind(applicationId),
    queueBookedMail(db, applicationId, now),
  ]
}

/** A move: the old call cancelled (if not too close), the new one booked, both mails. */
function move(db: D1Database, pick: Pick, old: number) {
  const { applicationId, now } = pick
  return [
    db
      .prepare(
        `UPDATE call_bookings SET cancelled_at = ?1, cancelled_by = 'applicant'
         WHERE id = ?2 AND application_id = ?3 AND cancelled_at IS NULL
           AND slot_id IN (SELECT id FROM call_slots WHERE starts_at > ?4)`,
      )
      .bind(now.toISOString(), old, applicationId, changeableAfter(now).toISOString()),
    insertBooking(db, pick, 'call-booked', old),
    queueCancelledMail(db, applicationId, now),
    queueBookedMail(db, applicationId, now),
  ]
}

/** Books `slotId` for the application, or moves its call there; says what became of it. */
export async function bookCall(db: D1Database, pick: Pick): Promise<BookingOutcome> {
  const current = await db
    .prepare(
      `SELECT a.stage, b.id AS booking, b.slot_id FROM applications a
       LEFT JOIN call_bookings b ON b.application_id = a.id AND b.cancelled_at IS NULL
       WHERE a.id = ?`,
    )
    .bind(pick.applicationId)
    .first<Current>()
  if (!current) return { outcome: 'closed' }
  if (current.booking !== null && current.slot_id === pick.slotId) {
    return { outcome: 'booked', bookingId: current.booking, cancelledId: null }
  }
  const old = current.booking
  try {
    const statements = old === null ? book(db, pick) : move(db, pick, old)
    const results = await db.batch([...statements, liveBooking(db, pick.applicationId)])
    const booked = (results.at(-1)?.results[0] as { id: number } | undefined)?.id
    if (booked === undefined) throw new Error('A booking batch left no live booking')
    return { outcome: 'booked', bookingId: booked, cancelledId: old }
  } catch (error) {
    if (!/constraint failed/i.test(String(error))) throw error
    return whyRefused(db, pick, old !== null)
  }
}

/** Why the INSERT refused a pick, read after it (for the words only: it decided already). */
async function whyRefused(db: D1Database, pick: Pick, moving: boolean): Promise<BookingOutcome> {
  const why = await db
    .prepare(
      `SELECT
         (SELECT application_id FROM call_bookings WHERE slot_id = ?1 AND cancelled_at IS NULL)
           AS holder,
         (SELECT withdrawn_at IS NULL AND starts_at > ?3 FROM call_slots WHERE id = ?1) AS offered,
         (SELECT id FROM call_bookings WHERE application_id = ?2 AND cancelled_at IS NULL) AS own`,
    )
    .bind(pick.slotId, pick.applicationId, pick.now.toISOString())
    .first<{ holder: string | null; offered: number | null; own: number | null }>()
  if (why?.holder === pick.applicationId && why.own !== null) {
    return { outcome: 'booked', bookingId: why.own, cancelledId: null }
  }
  if (why?.holder) return { outcome: 'taken' }
  if (!why?.offered) return { outcome: 'unavailable' }
  if (why.own !== null) return { outcome: moving ? 'too-late' : 'already' }
  return { outcome: 'closed' }
}
