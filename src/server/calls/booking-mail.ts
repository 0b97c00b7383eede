// The outbox rows of a booking's mails, to go in the batch that books, moves or cancels it. The
// booking's id is not known before its INSERT has run, so each row is selected from the booking
// the batch made (or cancelled); the unique index (booking_id, kind) holds one of each.
import { later, leaseSeconds } from '../outbox/queue'

const columns = `INSERT OR IGNORE INTO outbox
  (kind, channel, booking_id, next_attempt_at, window_started_at)`

/** The 'call-booked' mail of the application's live booking (the one this batch made). */
export const queueBookedMail = (db: D1Database, applicationId: string, now: Date) =>
  db
    .prepare(
      `${columns} SELECT 'call-booked', 'email', id, ?2, ?3 FROM call_bookings
       WHERE application_id = ?1 AND cancelled_at IS NULL`,
    )
    .bind(applicationId, later(now, leaseSeconds).toISOString(), now.toISOString())

/** The 'call-cancelled' mail of the application's booking this batch cancelled (at `now`). */
export const queueCancelledMail = (db: D1Database, applicationId: string, now: Date) =>
  db
    .prepare(
      `${columns} SELECT 'call-cancelled', 'email', id, ?2, ?3 FROM call_bookings
       WHERE application_id = ?1 AND cancelled_at = ?3`,
    )
    .bind(applicationId, later(now, leaseSeconds).toISOString(), now.toISOString())
