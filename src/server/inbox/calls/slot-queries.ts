// The calls room's SQL: publishing a series of slots, withdrawing a free one, the calls booked
// for a span of time, and the free slots ahead.

/** Publishes each start as a slot; a start the host already holds is left out. Returns how many. */
export async function publishSlots(
  db: D1Database,
  slot: { starts: number[]; minutes: number; zone: string; host: string; by: string },
): Promise<number> {
  const results = await db.batch(
    slot.starts.map((start) =>
      db
        .prepare(
          `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(new Date(start).toISOString(), slot.minutes, slot.zone, slot.host, slot.by),
    ),
  )
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0)
}

/**
 * Withdraws a slot nobody holds; one a booking holds stays (the booking's INSERT checks the slot
 * is not withdrawn, and D1 runs one statement at a time: one of the two wins). True when done.
 */
export async function withdrawSlot(db: D1Database, slotId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE call_slots SET withdrawn_at = ?2 WHERE id = ?1 AND withdrawn_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM call_bookings WHERE slot_id = ?1 AND cancelled_at IS NULL)`,
    )
    .bind(slotId, now.toISOString())
    .run()
  return (result.meta.changes ?? 0) > 0
}

export type BookedSlot = {
  startsAt: string
  minutes: number
  host: string
  /** The zone the slot was published in: its start is shown on that zone's clock. */
  zone: string
  applicationId: string
  name: string
}

/** The calls booked to start within [from, to), soonest first. */
export const bookedBetween = (db: D1Database, from: number, to: number) =>
  db
    .prepare(
      `SELECT s.starts_at AS startsAt, s.minutes, s.host, s.time_zone AS zone,
         a.id AS applicationId, a.name
       FROM call_slots s JOIN call_bookings b ON b.slot_id = s.id AND b.cancelled_at IS NULL
       JOIN applications a ON a.id = b.application_id
       WHERE s.starts_at >= ? AND s.starts_at < ? ORDER BY s.starts_at, s.host`,
    )
    .bind(new Date(from).toISOString(), new Date(to).toISOString())
    .all<BookedSlot>()
    .then(({ results }) => results)

export type OpenSlot = { id: number; startsAt: string; minutes: number; host: string; zone: string }

/** The free slots not yet begun, soonest first (the next hundred). */
export const openSlots = (db: D1Database, now: Date) =>
  db
    .prepare(
      `SELECT s.id, s.starts_at AS startsAt, s.minutes, s.host, s.time_zone AS zone FROM call_slots s
       WHERE s.withdrawn_at IS NULL AND s.starts_at > ?
         AND NOT EXISTS (SELECT 1 FROM call_bookings b WHERE b.slot_id = s.id AND b.cancelled_at IS NULL)
       ORDER BY s.starts_at, s.host LIMIT 100`,
    )
    .bind(now.toISOString())
    .all<OpenSlot>()
    .then(({ results }) => results)
