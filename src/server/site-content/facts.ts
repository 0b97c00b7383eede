import { responsePromise } from '../../shared/content/contact'
import { type CohortFacts, type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import {
  type CohortDates,
  cohortPhase,
  dateBoundaries,
  nextCohort,
  staleCohorts,
} from './cohort-time'
import type { LiveContent } from './live'
import { withoutNeedlessInvisible } from './published-text'
import { type ContentGroup, checkContent, type SiteContent } from './schema/index.ts'

/**
 * A published group as the pages may show it: checked again by its publish schema on the way in,
 * so a row written by hand (or by an older build) that would fail it is left out whole, and the
 * page shows the code's facts for it instead; one that fails only for invisible characters it was
 * published with is shown without them (published-text.ts).
 */
function published<G extends ContentGroup>(live: LiveContent, name: G) {
  // A group never published is absent, which its schema refuses like any other non-object.
  const stored = live.content[name]
  const checked = checkContent(name, 'publish', stored)
  const shown = checked.ok
    ? checked
    : checkContent(name, 'publish', withoutNeedlessInvisible(stored))
  return shown.ok ? (shown.content as NonNullable<SiteContent[G]>) : undefined
}

type Cohort = NonNullable<SiteContent['cohort']>['cohorts'][number]

/** A cohort's dates act in its schedule's time zone; a cohort that names none, in UTC. */
const datesOf = (cohort: Cohort): Cohort & CohortDates => ({
  ...cohort,
  timeZone: cohort.schedule?.timeZone ?? 'UTC',
})

/**
 * What one live version says, read once: its facts at each stretch of time between the instants
 * where its dates act (a deadline's end, a start), and those instants.
 */
type Reading = {
  boundaries: number[]
  cohorts: readonly (Cohort & CohortDates)[]
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

/** A published cohort as the pages show it: its dates, schedule, seats and format. */
const asFacts = (cohort: Cohort, applicationsOpen: boolean): CohortFacts => ({
  startDate: cohort.startDate,
  ...(cohort.applicationDeadline && { applicationDeadline: cohort.applicationDeadline }),
  applicationsOpen,
  schedule: cohort.schedule,
  seats: cohort.seats,
  format: cohort.format,
})

/**
 * The cohorts as the dates make them at `now`: the one offered first, and every one not begun
 * that still takes applications (docs/architecture.md, "Dates that act on time").
 */
function cohortFacts(cohorts: Reading['cohorts'], now: number): SchoolFacts {
  const next = nextCohort(cohorts, now)
  if (!next) return {}
  const { cohort, phase } = next
  const open = cohorts.filter((entry) => cohortPhase(entry, now) === 'applying')
  return {
    nextCohort: asFacts(cohort, phase === 'applying'),
    upcomingCohorts: open.map((entry) => asFacts(entry, true)),
    format: cohort.format,
  }
}

function publishedFacts(live: LiveContent, cohorts: Reading['cohorts'], now: number): SchoolFacts {
  const faq = published(live, 'faq')?.faq
  const tuition = published(live, 'tuition')
  const howToApply = published(live, 'applying')?.steps
  const instructors = published(live, 'instructors')?.instructors
  const outcomes = published(live, 'outcomes')?.outcomes
  const graduates = published(live, 'graduates')?.graduates
  const contact = published(live, 'contactDetails')
  const offerings = published(live, 'offerings')
  const timeSupport = published(live, 'timeSupport')
  const acceleratorBullets = published(live, 'acceleratorCard')?.bullets
  const weeks = published(live, 'programLength')?.weeks
  return {
    ...schoolFacts,
    ...cohortFacts(cohorts, now),
    ...(faq && { faq }),
    ...(tuition && { tuition }),
    ...(howToApply && { howToApply }),
    ...(instructors && { instructors }),
    ...(outcomes?.length && { outcomes }),
    ...(graduates?.length && { graduates: graduates.map(({ consentDate: _, ...shown }) => shown) }),
    ...(contact && { contact }),
    ...(offerings && { offerings }),
    ...(timeSupport && { timeSupport }),
    ...(acceleratorBullets && { acceleratorBullets }),
    ...(weeks && { weeks }),
  }
}

/**
 * When the school promises to answer ("within 1 working day"), as published, or undefined for the
 * code's: the confirmation mail says it as /contact does, and an answer quoting it is known by it.
 */
export const promiseOf = (live: LiveContent | undefined) =>
  responsePromise(factsOf(live).contact?.responseTime)
