// A call's start as staff type it: a date and a time on the clock of a zone (the school's, or a
// cohort's), turned into the UTC instant call_slots stores. Where a zone changes its clocks, a
// time can be skipped (02:30 on the last Sunday of March in Berlin never happens) or happen
// twice (02:30 on the last Sunday of October): the first is refused, the second is the earlier.
import { offsetAt } from '../site-content/session-times'

const minuteMs = 60_000
const dayMs = 86_400_000

/** The wall clock an instant shows in a zone, `YYYY-MM-DDTHH:MM`. */
function wallClock(instant: number, timeZone: string) {
  return new Date(instant + offsetAt(instant, timeZone) * minuteMs).toISOString().slice(0, 16)
}

/**
 * The instant (ms) a date (`YYYY-MM-DD`) and time (`HH:MM`) are in a zone, or null when the
 * zone's clocks skip that time. The zone's offsets a day either side are the only candidates: no
 * zone changes its clocks twice within two days.
 */
export function wallClockInstant(date: string, time: string, timeZone: string): number | null {
  const wall = Date.parse(`${date}T${time}:00Z`)
  if (Number.isNaN(wall)) return null
  const candidates = [wall - dayMs, wall + dayMs]
    .map((near) => wall - offsetAt(near, timeZone) * minuteMs)
    .filter((instant) => wallClock(instant, timeZone) === `${date}T${time}`)
    .sort((one, other) => one - other)
  return candidates[0] ?? null
}
