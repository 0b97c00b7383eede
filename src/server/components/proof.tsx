import type { SchoolFacts } from '../../shared/content/facts'
import { proofText } from '../../shared/content/proof-text'
import { PageSection } from './page-section'
import { PersonPhotoImage } from './person-photo'

type Outcome = NonNullable<SchoolFacts['outcomes']>[number]
type Graduate = NonNullable<SchoolFacts['graduates']>[number]

/**
 * One figure, read as a sentence ("87 % of graduates in a developer role…"), then whom it counts
 * and, one tap away, how it was measured: a native disclosure, no script. Its card is the
 * caller's element (a list item on /accelerator).
 */
export function OutcomeText({ outcome }: { outcome: Outcome }) {
  const text = proofText.outcomes
  return (
    <>
      <p className="text-4xl font-extrabold tracking-tight text-brand-700">{outcome.figure}</p>
      <p className="mt-2 text-lg text-ink">{outcome.measures}</p>
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

/** A graduate's words as a quotation, then who said them: the photo, the name, role, cohort. */
export function GraduateQuote({ graduate }: { graduate: Graduate }) {
  const text = proofText.graduates
  return (
    <figure className="card flex h-full flex-col">
      <blockquote className="text-lg leading-relaxed text-ink-soft">
        <p>{text.quote(graduate.words)}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-4 pt-6">
        {graduate.photo && (
          <PersonPhotoImage
            photo={graduate.photo}
            sizes="64px"
            className="h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        )}
        <span>
          <span className="block font-semibold text-ink">{graduate.name}</span>
          <span className="block text-sm text-ink-muted">
            {graduate.role}
            <br />
            {text.cohort(graduate.cohort)}
          </span>
        </span>
      </figcaption>
    </figure>
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

/** What graduates say, on /accelerator: a quotation each, with who said it. */
export function Graduates({ facts }: { facts: SchoolFacts }) {
  if (!facts.graduates?.length) return null
  return (
    <PageSection id="graduates" heading={proofText.graduates.heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {facts.graduates.map((graduate) => (
          <li key={graduate.name}>
            <GraduateQuote graduate={graduate} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
