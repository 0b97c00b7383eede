import arrowRight from 'virtual:lucide/arrow-right'
import { Icon } from '../../../client/icon'
import type { SchoolFacts } from '../../../shared/content/facts'
import { proofText } from '../../../shared/content/proof-text'
import { GraduateQuote } from './graduates'
import { OutcomeText } from './outcomes'

/**
 * Home's glimpse of the proof: the first published figure and the first graduate's words, and a
 * link to the rest on /accelerator. Nothing while neither is published.
 */
export function HomeProof({ facts }: { facts: Pick<SchoolFacts, 'outcomes' | 'graduates'> }) {
  const [outcome] = facts.outcomes ?? []
  const [graduate] = facts.graduates ?? []
  if (!outcome && !graduate) return null
  const text = proofText.home
  const more = text.more[outcome ? 'outcomes' : 'graduates']
  return (
    <section aria-labelledby="proof" className="container pb-20">
      <h2 id="proof" className="text-2xl font-bold tracking-tight text-ink">
        {text.heading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {outcome && (
          <div className="card">
            <OutcomeText outcome={outcome} />
          </div>
        )}
        {graduate && <GraduateQuote graduate={graduate} />}
      </div>
      <p className="mt-6">
        <a
          href={more.href}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700"
        >
          {more.label}
          <Icon svg={arrowRight} className="h-4 w-4" />
        </a>
      </p>
    </section>
  )
}
