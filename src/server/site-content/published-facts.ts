// What one live version holds, as the pages read it: each group checked again on the way in, and
// the facts it replaces in the code's (facts.ts keeps them for each stretch of time).
import { type CohortFacts, type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import { type CohortDates, cohortPhase, nextCohort } from './cohort-time'
import type { LiveContent } from './live'
import { withoutNeedlessInvisible } from './published-text'
import { type ContentGroup, checkContent, type SiteContent } from './schema/index.ts'

type Cohort = NonNullable<SiteContent['cohort']>['cohorts'][number]

/** A published cohort with the zone its dates act in. */
export type DatedCohort = Cohort & CohortDates

/**
 * A published group as the pages may show it: checked again by its publish schema on the way in,
 * so a row written by hand (or by an older build) that would fail it is left out whole, and the
 * page shows the code's facts for it instead; one that fails only for invisible characters it was
 * published with is shown without them (published-text.ts).
 */
export function published<G extends ContentGroup>(live: LiveContent, name: G) {
  // A group never published is absent, which its schema refuses like any other non-object.
  const stored = live.content[name]
  const checked = checkContent(name, 'publish', stored)
  const shown = checked.ok
    ? checked
    : checkContent(name, 'publish', withoutNeedlessInvisible(stored))
  return shown.ok ? (shown.content as NonNullable<SiteContent[G]>) : undefined
}

/** A cohort's dates act in its schedule's time zone; a cohort that names none, in UTC. */
export const datesOf = (cohort: Cohort): DatedCohort => ({
  ...cohort,
  timeZone: cohort.schedule?.timeZone ?? 'UTC',
})

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
function cohortFacts(cohorts: readonly DatedCohort[], now: number): SchoolFacts {
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

/**
 * The facts of one live version at `now`: the code's, each replaced by the published group that
 * holds it, and the cohorts as the dates make them.
 */
export function publishedFacts(
  live: LiveContent,
  cohorts: readonly DatedCohort[],
  now: number,
): SchoolFacts {
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
