// The reminder a day before each call, queued by the Cron job (scheduled.ts) and sent through the
// outbox: one 'call-reminder' per live booking whose call starts within the next 24 hours, the
// unique index (booking_id, kind) holding one however many runs see it. A booking made within a
// day of its call gets none: its confirmation, just sent, says the same.
import { reminderHours } from './policy'

/** The statement queuing the reminders due at `now`, to be sent in the same run. */
export const queueCallReminders = (db: D1Database, now: Date) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO outbox (kind, channel, booking_id, next_attempt_at, window_started_at)
       SELECT 'call-reminder', 'email', b.id, ?1, ?1
       FROM call_bookings b JOIN call_slots s ON s.id = b.slot_id
       WHERE b.cancelled_at IS NULL AND s.starts_at > ?1 AND s.starts_at <= ?2
         AND b.booked_at <= strftime('%Y-%m-%dT%H:%M:%fZ', s.starts_at, ?3)`,
    )
    .bind(
      now.toISOString(),
      new Date(now.getTime() + reminderHours * 3_600_000).toISOString(),
      `-${reminderHours} hours`,
    )
