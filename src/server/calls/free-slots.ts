// The slots an applicant may pick: not withdrawn, not yet begun, held by no live booking; soonest
// first, at most a few weeks' worth.

export type FreeSlot = {
  id: number
  startsAt: string
  minutes: number
  schoolZone: string
  host: string
}

/** How many the page lists at most. */
export const listedSlots = 60

export const freeSlots = (db: D1Database, now: Date) =>
  db
    .prepare(
      `SELECT s.id, s.starts_at AS startsAt, s.minutes, s.time_zone AS schoolZone, s.host
       FROM call_slots s
       WHERE s.withdrawn_at IS NULL AND s.starts_at > ?
         AND NOT EXISTS (SELECT 1 FROM call_bookings b
           WHERE b.slot_id = s.id AND b.cancelled_at IS NULL)
       ORDER BY s.starts_at, s.id LIMIT ?`,
    )
    .bind(now.toISOString(), listedSlots)
    .all<FreeSlot>()
    .then(({ results }) => results)
