// When a cohort's weekly sessions happen, as instants: what the page hands the browser to say each
// session in the visitor's own time (src/client/local-times.ts), and what it says itself of the
// school's zone. A cohort runs the program's weeks from its start date (docs/architecture.md,
// "The school's content"); a session's hours are wall-clock times in the cohort's zone, so its
// instant moves by an hour where that zone changes its clocks.
import type { SessionFacts } from '../../shared/content/facts'
import { weekdayOf, weekdayOrder } from '../../shared/content/weekdays'
import { perZone } from '../utils/per-zone'
import { nextDay } from './cohort-time'

const dayMs = 86_400_000
const weekMs = 7 * dayMs

const wallClockIn = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
)

/** A zone's offset from UTC at an instant, in minutes (New York in winter: −300). */
export function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClockIn(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant a wall-clock time (`HH:MM`) of a date is in a zone. */
function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const guess = wall - offsetAt(wall, timeZone) * 60_000
  // Near a change of offset the first guess can land on the other side of it.
  return wall - offsetAt(guess, timeZone) * 60_000
}

/** A cohort's weeks in its zone: from its start date, the program's length in weeks. */
export type CohortSpan = { startDate: string; timeZone: string; weeks: number }

/** The cohort's first and last day: the program's `weeks` from its start date. */
export function cohortSpan(startDate: string, weeks: number): { first: string; last: string } {
  const last = new Date(Date.parse(`${startDate}T00:00:00Z`) + (weeks * 7 - 1) * dayMs)
  return { first: startDate, last: last.toISOString().slice(0, 10) }
}

/** The first date on or after `date` that falls on the session's day. */
function firstDayOf(session: SessionFacts, date: string): string {
  let day = date
  while (weekdayOf(day) !== session.day) day = nextDay(day)
  return day
}

/**
 * What a cohort's dates give, kept for the isolate: each render of a page (the card and the list
 * show the same cohort) would otherwise ask the zone's rules a few hundred times again. Emptied
 * past a bound, so a long-lived isolate keeps only what is published lately.
 */
const kept = new Map<string, unknown>()
function keptAs<T>(key: string, compute: () => T): T {
  if (!kept.has(key)) {
    if (kept.size >= 200) kept.clear()
    kept.set(key, compute())
  }
  return kept.get(key) as T
}

const weekAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + weekMs).toISOString().slice(0, 10)

/**
 * A session's weeks as runs of instants a week apart: each run its first start (ms), how many
 * weeks it lasts, the session's length in minutes and the zone's offset then. A new run begins
 * where the zone's clocks change: the browser need know nothing of the school's zone.
 */
export const sessionRuns = (session: SessionFacts, { startDate, timeZone, weeks }: CohortSpan) =>
  keptAs(
    `runs ${session.day} ${session.from} ${session.to} ${startDate} ${timeZone} ${weeks}`,
    () => {
      const { last } = cohortSpan(startDate, weeks)
      const runs: { start: number; weeks: number; minutes: number; offset: number }[] = []
      for (let date = firstDayOf(session, startDate); date <= last; date = weekAfter(date)) {
        const start = zonedInstant(date, session.from, timeZone)
        const minutes = (zonedInstant(date, session.to, timeZone) - start) / 60_000
        const run = runs.at(-1)
        if (run && run.minutes === minutes && run.start + run.weeks * weekMs === start) run.weeks++
        else runs.push({ start, weeks: 1, minutes, offset: offsetAt(start, timeZone) })
      }
      return runs
    },
  )

/**
 * The zone's offsets over the cohort's span: the first, then each change with the date it takes
 * effect on (the first day it holds at noon). Asked week by week, then day by day in a week where
 * it changed.
 */
export const offsetsOver = ({ startDate, timeZone, weeks }: CohortSpan) =>
  keptAs(`offsets ${startDate} ${timeZone} ${weeks}`, () => {
    const { last } = cohortSpan(startDate, weeks)
    const at = (date: string) => offsetAt(Date.parse(`${date}T12:00:00Z`), timeZone)
    const offsets = [{ from: startDate, minutes: at(startDate) }]
    for (let week = startDate; week < last; week = weekAfter(week)) {
      const end = weekAfter(week) < last ? weekAfter(week) : last
      if (at(end) === offsets.at(-1)?.minutes) continue
      for (let date = nextDay(week); date <= end; date = nextDay(date)) {
        const minutes = at(date)
        if (minutes !== offsets.at(-1)?.minutes) offsets.push({ from: date, minutes })
      }
    }
    return offsets
  })

/** Sessions in the week's order, Monday first, then by their start. */
export const inWeekOrder = (sessions: readonly SessionFacts[]) =>
  [...sessions].sort(
    (one, other) =>
      weekdayOrder.indexOf(one.day) - weekdayOrder.indexOf(other.day) ||
      one.from.localeCompare(other.from),
  )
