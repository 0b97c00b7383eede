// Which cohorts take applications (docs/architecture.md, "Applications"): those the published
// facts list as open at this instant (not begun, deadline not passed, in the cohort's own zone),
// read through the same facts the pages render, so /apply and /accelerator never disagree.
import type { CohortChoice } from '../../shared/application-fields'
import { applyContent } from '../../shared/content/admissions/apply'
import type { CohortFacts, SchoolFacts } from '../../shared/content/facts'
import { longDate } from '../components/fact-formats'
import { isRealDate } from '../site-content/schema/declare/calendar'

/** The cohorts open for applications, in start order. */
export const openCohorts = (facts: SchoolFacts): readonly CohortFacts[] =>
  facts.upcomingCohorts ?? []

/** The cohorts as the form offers them: each named by its start date. */
export const cohortChoices = (facts: SchoolFacts): CohortChoice[] =>
  openCohorts(facts).map((cohort) => ({
    startDate: cohort.startDate,
    label: applyContent.cohortLabel(longDate(cohort.startDate)),
  }))

/**
 * The open cohort to offer instead of `startDate`: the first that starts after it, else the first
 * open one that is not it; none when no other cohort is open.
 */
export function nextOpenCohort(facts: SchoolFacts, startDate: string): CohortFacts | undefined {
  const others = openCohorts(facts).filter((cohort) => cohort.startDate !== startDate)
  return others.find((cohort) => cohort.startDate > startDate) ?? others[0]
}

/** Why a cohort refuses an application, in the visitor's words, and the cohort offered instead. */
export function cohortRefusal(facts: SchoolFacts, startDate: string, why: 'closed' | 'full') {
  const next = nextOpenCohort(facts, startDate)
  const words = why === 'full' ? applyContent.cohortFull : applyContent.cohortClosed
  // A date no calendar has (2027-02-30) is named as it was sent: Date would roll it over into a
  // real day (March 2), which may be a cohort that is open.
  const starts = isRealDate(startDate) ? longDate(startDate) : startDate
  const nextStarts = next && longDate(next.startDate)
  return { message: words(starts, nextStarts), next: next?.startDate }
}
