import type { SchoolFacts } from '../../../shared/content/facts'
import { proofText } from '../../../shared/content/proof-text'
import { PageSection } from '../page-section'

type Outcome = NonNullable<SchoolFacts['outcomes']>[number]

/**
 * One figure, read as a sentence ("87 % of graduates in a developer role…"), then whom it counts
 * and, one tap away, how it was measured: a native disclosure, no script. Its card is the
 * caller's element (a list item on /accelerator).
 */
export function OutcomeText({ outcome }: { outcome: Outcome }) {
  const text = proofText.outcomes
  return (
    <>
      {/* One sentence, the figure its first words: never a heading of its own. */}
      <p className="text-lg text-ink">
        <span className="block text-4xl font-extrabold tracking-tight text-brand-700">
          {outcome.figure}
        </span>{' '}
        <span className="mt-2 block">{outcome.measures}</span>
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        {outcome.period} · {text.counted(outcome.graduates)}
      </p>
      <details className="mt-3 text-sm">
        <summary className="font-semibold text-brand-700">{text.method}</summary>
        <p className="mt-2 leading-relaxed text-ink-muted">{outcome.method}</p>
      </details>
    </>
  )
}

/** The outcomes on /accelerator: each figure with its period, its count and its method. */
export function Outcomes({ facts }: { facts: SchoolFacts }) {
  if (!facts.outcomes?.length) return null
  const text = proofText.outcomes
  return (
    <PageSection id="outcomes" heading={text.heading} tinted>
      <ul className="flex flex-wrap gap-6">
        {facts.outcomes.map((outcome) => (
          <li key={outcome.figure + outcome.measures} className="card min-w-[16rem] flex-1">
            <OutcomeText outcome={outcome} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
