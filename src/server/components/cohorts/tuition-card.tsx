import type { SchoolFacts } from '../../../shared/content/facts'
import { factsText } from '../../../shared/content/facts-text'
import type { Fact } from '../../../shared/content/types'
import { CheckList } from '../check-list'
import { price } from '../fact-formats'

type Tuition = NonNullable<SchoolFacts['tuition']>

/**
 * The price block, a card among the key facts: the amount, then the deposit, the instalments and
 * the financing in the school's words, and the payment options as a list, each only where given.
 */
export function TuitionCard({ tuition }: { tuition: Tuition }) {
  const { labels } = factsText.tuition
  const terms: Fact[] = (
    [
      [labels.deposit, tuition.deposit],
      [labels.instalments, tuition.instalments],
      [labels.financing, tuition.financing],
    ] as const
  ).flatMap(([label, detail]) => (detail ? [{ label, detail }] : []))
  const options = tuition.paymentOptions ?? []
  return (
    <div className="card min-w-[16rem] max-w-2xl flex-1">
      <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {factsText.keyFacts.labels.tuition}
      </dt>
      <dd className="mt-2">
        <p className="text-3xl font-bold tracking-tight text-ink">
          {price(tuition.amount, tuition.currency)}
        </p>
        {(terms.length > 0 || options.length > 0) && (
          <dl className="mt-4 grid gap-3">
            {terms.map((term) => (
              <div key={term.label} className="grid gap-0.5">
                <dt className="text-sm text-ink-muted">{term.label}</dt>
                <dd className="leading-relaxed text-ink">{term.detail}</dd>
              </div>
            ))}
            {options.length > 0 && (
              <div className="grid gap-0.5">
                <dt className="text-sm text-ink-muted">{labels.payment}</dt>
                <dd>
                  <CheckList items={options} className="mt-1 space-y-2" />
                </dd>
              </div>
            )}
          </dl>
        )}
      </dd>
    </div>
  )
}
