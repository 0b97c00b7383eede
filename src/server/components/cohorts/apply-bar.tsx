import { acceleratorContent } from '../../../shared/content/accelerator'
import type { SchoolFacts } from '../../../shared/content/facts'
import { factsText } from '../../../shared/content/facts-text'
import { applyFor } from '../../../shared/routes'
import { longDate } from '../fact-formats'

/**
 * The way to apply kept in reach on a phone while a cohort takes applications: the first such
 * cohort's start and deadline, and a link to apply for it. The last thing in `main` and sticky at
 * the screen's bottom, so it rides over the page while there is page below it and comes to rest
 * in its own room above the footer: at the end of the page it covers nothing. From 768 px the
 * hero's button and the header suffice; on paper it is left out. Nothing in it moves.
 */
export function ApplyBar({ facts }: { facts: SchoolFacts }) {
  const cohort = facts.upcomingCohorts?.[0]
  if (!cohort) return null
  const { applyBar } = acceleratorContent
  return (
    <div
      id="apply-bar"
      className="sticky bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:hidden print:hidden"
    >
      <div className="container flex items-center justify-between gap-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <p className="text-sm leading-snug">
          <span className="block font-semibold text-ink">
            {applyBar.starts(longDate(cohort.startDate))}
          </span>
          {cohort.applicationDeadline && (
            <span className="block text-ink-muted">
              {factsText.nextCohort.applyBy(longDate(cohort.applicationDeadline))}
            </span>
          )}
        </p>
        <a
          href={applyFor(cohort.startDate)}
          className="focusable shrink-0 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {applyBar.action}
        </a>
      </div>
    </div>
  )
}
