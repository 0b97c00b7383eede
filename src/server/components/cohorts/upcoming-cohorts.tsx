import type { SchoolFacts } from '../../../shared/content/facts'
import { factsText } from '../../../shared/content/facts-text'
import { programLengthOf } from '../../../shared/content/program'
import { applyFor } from '../../../shared/routes'
import { longDate } from '../fact-formats'
import { NextStepLinks } from '../next-steps'
import { PageSection } from '../page-section'
import { CohortFactList, listedCohortFacts } from './next-cohort'

const text = factsText.upcomingCohorts

/**
 * Every cohort still taking applications, side by side, each with its way to apply: for a visitor
 * who cannot start with the next one. One alone is the hero's card already, so a list needs two.
 */
export function UpcomingCohorts({ facts }: { facts: SchoolFacts }) {
  const cohorts = facts.upcomingCohorts ?? []
  if (cohorts.length < 2) return null
  return (
    <PageSection id="upcoming-cohorts" heading={text.heading} lead={text.lead}>
      <ul className="grid gap-6 md:grid-cols-2">
        {cohorts.map((cohort) => {
          const starts = longDate(cohort.startDate)
          return (
            <li key={cohort.startDate} className="card flex flex-col">
              <h3 className="text-lg font-semibold text-ink">{text.starting(starts)}</h3>
              <CohortFactList
                list={listedCohortFacts(cohort, {
                  format: cohort.format ?? facts.format,
                  weeks: programLengthOf(facts).weeks,
                })}
                className="mt-4 grid gap-3"
              />
              <NextStepLinks
                steps={{
                  primary: { label: text.apply(starts), href: applyFor(cohort.startDate) },
                }}
                className="mt-auto pt-6"
              />
            </li>
          )
        })}
      </ul>
    </PageSection>
  )
}
