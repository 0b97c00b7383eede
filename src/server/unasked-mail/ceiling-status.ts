// What the inbox says of the ceiling on confirmation mails: whether it held any back in the last
// day, from when to when, and when one can go out again. Read from the minute-by-minute
// bookkeeping (at most a day of it: 1,440 rows), in one statement.
import { ceilingMemoryHours, ceilingWindowMinutes, minuteOf, windowStart } from './ceiling'

/** The ceiling's last day, as staff read it; times are ISO instants (UTC). */
export type CeilingStatus = {
  ceiling: number
  /** Confirmations held back in the last day. */
  held: number
  /** The minute the first of them was held back, and the last. */
  firstHeldAt: string
  lastHeldAt: string
  /** When a confirmation can go out again, while the ceiling is reached now; null otherwise. */
  resumesAt: string | null
}

const instant = (minute: string) => `${minute}:00.000Z`

/** The ceiling's last day, or null when it held nothing back in it. */
export async function ceilingStatus(
  db: D1Database,
  now: Date,
  ceiling: number,
): Promise<CeilingStatus | null> {
  const dayAgo = new Date(now.getTime() - ceilingMemoryHours * 60 * 60 * 1000)
  // An aggregate without GROUP BY answers exactly one row, whatever the table holds.
  const row = (await db
    .prepare(
      `SELECT COALESCE(SUM(held), 0) AS held,
         MIN(CASE WHEN held > 0 THEN minute END) AS firstHeld,
         MAX(CASE WHEN held > 0 THEN minute END) AS lastHeld,
         COALESCE(SUM(CASE WHEN minute >= ?2 THEN sent END), 0) AS sentInWindow,
         MIN(CASE WHEN minute >= ?2 AND sent > 0 THEN minute END) AS oldestInWindow
       FROM unasked_mail_minutes WHERE minute >= ?1 AND minute <= ?3`,
    )
    .bind(minuteOf(dayAgo), windowStart(now), minuteOf(now))
    .first()) as {
    held: number
    firstHeld: string | null
    // With any minute held back, the last one is there too (MAX over the same minutes).
    lastHeld: string
    sentInWindow: number
    oldestInWindow: string | null
  }
  if (!row.firstHeld) return null
  // The oldest mail in the window ages out of it 60 minutes after its minute began.
  const resumesAt =
    row.sentInWindow >= ceiling && row.oldestInWindow
      ? new Date(
          new Date(instant(row.oldestInWindow)).getTime() + ceilingWindowMinutes * 60_000,
        ).toISOString()
      : null
  return {
    ceiling,
    held: row.held,
    firstHeldAt: instant(row.firstHeld),
    lastHeldAt: instant(row.lastHeld),
    resumesAt,
  }
}
