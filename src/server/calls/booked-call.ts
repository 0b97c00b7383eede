// A booking as its mails, its calendar file and the applicant's page read it: the slot's time
// and host, the applicant's name, address and zone.
import { site } from '../../shared/site'
import { type CallFacts, callsContent } from '../content/calls'
import { callTime } from './call-time'
import type { CalendarMethod, CallEvent } from './ics'

export type BookedCall = {
  id: number
  applicationId: string
  bookedAt: string
  cancelledAt: string | null
  /** 'applicant', or the email of the staff member who cancelled it; null while it stands. */
  cancelledBy: string | null
  startsAt: string
  minutes: number
  /** The zone the slot was published in: the school's. */
  schoolZone: string
  host: string
  name: string
  email: string
  applicantZone: string
}

const columns = `b.id, b.application_id AS applicationId, b.booked_at AS bookedAt,
  b.cancelled_at AS cancelledAt, b.cancelled_by AS cancelledBy, s.starts_at AS startsAt, s.minutes, s.time_zone AS schoolZone,
  s.host, a.name, a.email, a.time_zone AS applicantZone
  FROM call_bookings b JOIN call_slots s ON s.id = b.slot_id
  JOIN applications a ON a.id = b.application_id`

/** One booking, cancelled or not; null once erased. */
export const bookedCall = (db: D1Database, bookingId: number | null) =>
  db.prepare(`SELECT ${columns} WHERE b.id = ?`).bind(bookingId).first<BookedCall>()

/** An application's live booking, if any. */
export const liveCallOf = (db: D1Database, applicationId: string) =>
  db
    .prepare(`SELECT ${columns} WHERE b.application_id = ? AND b.cancelled_at IS NULL`)
    .bind(applicationId)
    .first<BookedCall>()

/** An application's live booking, else its latest cancelled one: what the inbox shows of it. */
export const latestCallOf = (db: D1Database, applicationId: string) =>
  db
    .prepare(
      `SELECT ${columns} WHERE b.application_id = ?
       ORDER BY b.cancelled_at IS NULL DESC, b.id DESC LIMIT 1`,
    )
    .bind(applicationId)
    .first<BookedCall>()

/** The call's time in both zones, its length and host: what the mails and the page say. */
export const callFacts = (call: BookedCall): CallFacts => ({
  applicantTime: callTime(call.startsAt, call.applicantZone),
  schoolTime: callTime(call.startsAt, call.schoolZone),
  minutes: call.minutes,
  host: call.host,
})

/**
 * The call as a calendar event: the invitation (sequence 0, stamped when booked) or, for
 * `CANCEL`, its cancellation (sequence 1, stamped when cancelled), one UID a booking.
 */
export function callEvent(
  call: BookedCall,
  { from, origin, link }: { from: string; origin: string; link: string },
  method: CalendarMethod,
): CallEvent {
  const cancelling = method === 'CANCEL'
  return {
    uid: `call-${call.id}@${new URL(origin).hostname}`,
    sequence: cancelling ? 1 : 0,
    stamp: new Date(cancelling ? (call.cancelledAt ?? call.bookedAt) : call.bookedAt),
    start: new Date(call.startsAt),
    minutes: call.minutes,
    summary: callsContent.event.summary,
    description: callsContent.event.description(call.host, link),
    organizer: { name: site.name, email: from },
    attendee: { name: call.name, email: call.email },
  }
}
