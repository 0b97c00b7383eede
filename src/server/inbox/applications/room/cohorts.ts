// The cohorts the room shows: those the school has published, in start order (an application
// names its cohort by its start date: migrations/0018_applications.sql).
import { applyContent } from '../../../../shared/content/admissions/apply'
import { longDate } from '../../../components/fact-formats'
import type { LiveContent } from '../../../site-content/live'
import { checkContent } from '../../../site-content/schema/index.ts'

/** The published cohorts' start dates (`YYYY-MM-DD`), earliest first. */
export function publishedCohorts(live: LiveContent): string[] {
  const checked = checkContent('cohort', 'publish', live.content.cohort)
  if (!checked.ok) return []
  return checked.content.cohorts.map((cohort) => cohort.startDate).sort()
}

/**
 * The cohort shown when the address names none: the first that has not begun (today in UTC),
 * else the last; undefined when none is published.
 */
export function defaultCohort(cohorts: readonly string[], now = new Date()): string | undefined {
  const today = now.toISOString().slice(0, 10)
  return cohorts.find((start) => start >= today) ?? cohorts.at(-1)
}

/** A cohort as staff read it: "Starts March 2, 2027". */
export const cohortName = (startDate: string) => applyContent.cohortLabel(longDate(startDate))
