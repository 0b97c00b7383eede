// Facts with dates act on time without anyone publishing (docs/architecture.md, "The school's
// content"): a cohort takes applications until its deadline's day ends, and stops being the next
// one when its first day begins, each in the cohort's own time zone. Everything here is a pure
// function of the dates, the zone and the instant asked about.
import { perZone } from '../utils/per-zone'

/** The dates of one cohort as the school publishes them (`YYYY-MM-DD`), in its time zone. */
export type CohortDates = {
  startDate: string
  applicationDeadline?: string
  /** An IANA time zone ("America/New_York"): where the day of each date begins and ends. */
  timeZone: string
}

/** Where a cohort stands at an instant. */
export type CohortPhase = 'applying' | 'closed' | 'started'

// en-CA writes dates as YYYY-MM-DD.
const dateIn = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
)

/** The calendar date an instant falls on in a zone, `YYYY-MM-DD`. */
export const localDate = (instant: number, timeZone: string): string =>
  dateIn(timeZone).format(instant)

/** A zone's offset from UTC is within ±14 hours: a day's start lies in this window around UTC's. */
const widest = 15 * 3_600_000

/**
 * The first instant (ms) of a calendar date in a zone: local midnight, or the first moment after
 * it where a change of offset skips midnight. Found by halving the window where it must lie (at
 * most 27 steps, whatever the zone's rules).
 */
export function startOfDay(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  let before = utcMidnight - widest // still the day before, in every zone
  let after = utcMidnight + widest // already the day, in every zone
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2)
    if (localDate(middle, timeZone) < date) before = middle
    else after = middle
  }
  return after
}

/** The day after a date, `YYYY-MM-DD`. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** When applications close: the first instant of the day after the deadline, in the zone. */
export const applicationsClose = (cohort: CohortDates & { applicationDeadline: string }) =>
  startOfDay(nextDay(cohort.applicationDeadline), cohort.timeZone)

/** When the cohort begins: the first instant of its start date, in the zone. */
export const cohortStarts = (cohort: CohortDates) => startOfDay(cohort.startDate, cohort.timeZone)

/** Where a cohort stands at `now`: taking applications, closed to them, or begun. */
export function cohortPhase(cohort: CohortDates, now: number): CohortPhase {
  if (now >= cohortStarts(cohort)) return 'started'
  if (
    cohort.applicationDeadline &&
    now >= applicationsClose({ ...cohort, applicationDeadline: cohort.applicationDeadline })
  )
    return 'closed'
  return 'applying'
}

/**
 * The cohort a visitor is offered at `now`: the first not yet begun that still takes applications,
 * else the first not yet begun (its applications closed), else none. Cohorts in start order.
 */
export function nextCohort<C extends CohortDates>(
  cohorts: readonly C[],
  now: number,
): { cohort: C; phase: 'applying' | 'closed' } | null {
  const ahead = cohorts
    .map((cohort) => ({ cohort, phase: cohortPhase(cohort, now) }))
    .filter(
      (entry): entry is { cohort: C; phase: 'applying' | 'closed' } => entry.phase !== 'started',
    )
  return ahead.find((entry) => entry.phase === 'applying') ?? ahead[0] ?? null
}

/**
 * Every instant at which what the pages say changes on its own (a deadline's end, a start),
 * sorted: the page cache counts those passed, so a page renders anew the moment one passes.
 */
export function dateBoundaries(cohorts: readonly CohortDates[]): number[] {
  return cohorts
    .flatMap((cohort) => [
      cohortStarts(cohort),
      ...(cohort.applicationDeadline
        ? [applicationsClose({ ...cohort, applicationDeadline: cohort.applicationDeadline })]
        : []),
    ])
    .sort((a, b) => a - b)
}

/** The cohorts whose start has passed while still published: facts gone stale, for staff to act on. */
export const staleCohorts = <C extends CohortDates>(cohorts: readonly C[], now: number) =>
  cohorts.filter((cohort) => cohortPhase(cohort, now) === 'started')
