import type { SchoolFacts } from '../../../shared/content/facts'
import { homeContent } from '../../../shared/content/home'
import type { Fact } from '../../../shared/content/types'
import { longDate, price } from '../fact-formats'

/**
 * The accelerator's next start and its tuition on its home card, those the school has published
 * (what a visitor deciding asks first); nothing, not even an empty list, while neither is.
 */
export function CardFacts({ facts }: { facts: SchoolFacts }) {
  const { labels } = homeContent.acceleratorCard
  const { nextCohort, tuition } = facts
  const list: Fact[] = [
    nextCohort && { label: labels.nextStart, detail: longDate(nextCohort.startDate) },
    tuition && { label: labels.tuition, detail: price(tuition.amount, tuition.currency) },
  ].filter((fact) => !!fact)
  if (list.length === 0) return null
  return (
    <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
      {list.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd className="text-lg font-semibold text-ink">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
