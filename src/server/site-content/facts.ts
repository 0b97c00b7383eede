import { responsePromise } from '../../shared/content/contact'
import { type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import { dateBoundaries, staleCohorts } from './cohort-time'
import type { LiveContent } from './live'
import { type DatedCohort, datesOf, published, publishedFacts } from './published-facts'

/**
 * What one live version says, read once: its facts at each stretch of time between the instants
 * where its dates act (a deadline's end, a start), and those instants.
 */
type Reading = {
  boundaries: number[]
  cohorts: readonly DatedCohort[]
  facts: Map<number, SchoolFacts>
}

const readings = new WeakMap<LiveContent, Reading>()

function readingOf(live: LiveContent): Reading {
  let reading = readings.get(live)
  if (!reading) {
    const cohorts = (published(live, 'cohort')?.cohorts ?? []).map(datesOf)
    reading = { boundaries: dateBoundaries(cohorts), cohorts, facts: new Map() }
    readings.set(live, reading)
  }
  return reading
}

/**
 * The last of a version's date boundaries passed at `now` (0 before the first): what the pages say
 * changes with it, and only with it.
 */
const passedAt = (reading: Reading, now: number) =>
  reading.boundaries.findLast((boundary) => boundary <= now) ?? 0

/**
 * The start dates of published cohorts that have begun: facts gone stale (a past "next" date),
 * which the inbox's first page names until someone publishes the cohorts anew.
 */
export const staleCohortStarts = (live: LiveContent, now = Date.now()) =>
  staleCohorts(readingOf(live).cohorts, now).map((cohort) => cohort.startDate)

/**
 * What a page renders from, for the page cache's variant and the ETag: the content's version and
 * the last of its dates passed, so a page kept before a deadline ends is rendered anew at
 * that very minute, without anyone publishing.
 */
export const contentMoment = (live: LiveContent | undefined, now = Date.now()) =>
  live ? `${live.version}.${passedAt(readingOf(live), now)}` : '0.0'

/**
 * The facts a page renders at `now`: the code's (what a fresh database shows), each replaced by
 * the published group that holds it; the next cohort as the dates make it at that instant.
 */
export function factsOf(live: LiveContent | undefined, now = Date.now()): SchoolFacts {
  if (!live) return schoolFacts
  const reading = readingOf(live)
  const passed = passedAt(reading, now)
  let facts = reading.facts.get(passed)
  if (!facts) {
    facts = publishedFacts(live, reading.cohorts, now)
    reading.facts.set(passed, facts)
  }
  return facts
}

/**
 * When the school promises to answer ("within 1 working day"), as published, or undefined for the
 * code's: the confirmation mail says it as /contact does, and an answer quoting it is known by it.
 */
export const promiseOf = (live: LiveContent | undefined) =>
  responsePromise(factsOf(live).contact?.responseTime)
