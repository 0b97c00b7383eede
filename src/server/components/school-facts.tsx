import type { SchoolFacts } from '../../shared/content/facts'
import { factsText } from '../../shared/content/facts-text'
import type { Fact } from '../../shared/content/types'
import { PageSection } from './page-section'

const date = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )

const price = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  )

/** The filled facts among dates, price, format and time zone, as label and value. */
function keyFacts(facts: SchoolFacts): Fact[] {
  const { labels } = factsText.keyFacts
  const { nextCohort, tuition, format, timeZone } = facts
  const list: (Fact | false | undefined)[] = [
    nextCohort && { label: labels.startDate, detail: date(nextCohort.startDate) },
    nextCohort?.applicationDeadline && {
      label: labels.deadline,
      detail: date(nextCohort.applicationDeadline),
    },
    tuition && { label: labels.tuition, detail: price(tuition.amount, tuition.currency) },
    !!tuition?.paymentOptions?.length && {
      label: labels.payment,
      detail: tuition.paymentOptions.join('; '),
    },
    format && { label: labels.format, detail: factsText.modes[format.mode] },
    format?.location && {
      label: labels.location,
      detail: `${format.location.name}, ${format.location.address}`,
    },
    !!timeZone && { label: labels.timeZone, detail: timeZone },
  ]
  return list.filter((fact): fact is Fact => !!fact)
}

/** Dates, price, format and time zone, under the hero of /accelerator: nothing while all are empty. */
export function KeyFacts({ facts }: { facts: SchoolFacts }) {
  const list = keyFacts(facts)
  if (list.length === 0) return null
  return (
    <PageSection id="key-facts" heading={factsText.keyFacts.heading} tinted>
      {/* Cards that grow to fill their row: any number of facts leaves no empty cell. */}
      <dl className="flex flex-wrap gap-6">
        {list.map((fact) => (
          <div key={fact.label} className="card min-w-[16rem] flex-1">
            <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {fact.label}
            </dt>
            <dd className="mt-2 text-lg text-ink">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  )
}

/** Who teaches: a card each. */
export function Instructors({ facts }: { facts: SchoolFacts }) {
  if (!facts.instructors?.length) return null
  return (
    <PageSection id="instructors" heading={factsText.instructors.heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {facts.instructors.map((person) => (
          <li key={person.name} className="card">
            <h3 className="text-lg font-semibold text-ink">{person.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{person.role}</p>
            {person.bio && <p className="mt-2 leading-relaxed text-ink-muted">{person.bio}</p>}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** How to apply, step by step. */
export function HowToApply({ facts }: { facts: SchoolFacts }) {
  if (!facts.howToApply?.length) return null
  return (
    <PageSection id="how-to-apply" heading={factsText.howToApply.heading} tinted>
      <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-lg leading-relaxed text-ink-soft">
        {facts.howToApply.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </PageSection>
  )
}

/** The questions visitors ask, answered in the page (and as FAQPage structured data). */
export function Faq({ facts }: { facts: SchoolFacts }) {
  if (!facts.faq?.length) return null
  return (
    <PageSection id="faq" heading={factsText.faq.heading}>
      <dl className="max-w-3xl space-y-8">
        {facts.faq.map((entry) => (
          <div key={entry.question}>
            <dt className="text-lg font-semibold text-ink">{entry.question}</dt>
            <dd className="mt-2 leading-relaxed text-ink-muted">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  )
}
