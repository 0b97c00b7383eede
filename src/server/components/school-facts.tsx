import type { SchoolFacts } from '../../shared/content/facts'
import { factsText } from '../../shared/content/facts-text'
import type { Fact } from '../../shared/content/types'
import { TuitionCard } from './cohorts/tuition-card'
import { PageSection } from './page-section'
import { PersonPhotoImage } from './proof/person-photo'

/**
 * The filled facts among format, place and time zone, as label and value (the price has its own
 * card). Once a next cohort is set its card in the hero (next-cohort.tsx) shows its dates,
 * schedule and format, and this section what the card leaves out.
 */
function keyFacts(facts: SchoolFacts): Fact[] {
  const { labels } = factsText.keyFacts
  const { nextCohort, format, timeZone } = facts
  const inHero = nextCohort !== undefined
  const list: (Fact | false | undefined)[] = [
    !inHero && format && { label: labels.format, detail: factsText.modes[format.mode] },
    format?.location && {
      label: labels.location,
      detail: `${format.location.name}, ${format.location.address}`,
    },
    // The card names the zone with the schedule's hours; a zone without hours is said here.
    !(inHero && nextCohort.schedule?.timeZone) &&
      !!timeZone && { label: labels.timeZone, detail: timeZone },
  ]
  return list.filter((fact): fact is Fact => !!fact)
}

/** Whether the section of price, format, place and time zone has anything to say. */
export const hasKeyFacts = (facts: SchoolFacts) => keyFacts(facts).length > 0 || !!facts.tuition

/**
 * Price, format, place and time zone, under the hero of /accelerator: nothing while all are empty.
 * Beside the next cohort's card, under a heading that says what is left: paying and attending.
 */
export function KeyFacts({ facts }: { facts: SchoolFacts }) {
  if (!hasKeyFacts(facts)) return null
  const list = keyFacts(facts)
  return (
    <PageSection
      id="key-facts"
      heading={facts.nextCohort ? factsText.keyFacts.headingBesideCard : factsText.keyFacts.heading}
      tinted
    >
      {/* Cards that grow to fill their row: any number of facts leaves no empty cell. */}
      <dl className="flex flex-wrap gap-6">
        {facts.tuition && <TuitionCard tuition={facts.tuition} />}
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

/** Who teaches: a card each, the photo beside the name where there is one. */
export function Instructors({ facts }: { facts: SchoolFacts }) {
  if (!facts.instructors?.length) return null
  return (
    <PageSection id="instructors" heading={factsText.instructors.heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {facts.instructors.map((person) => (
          <li key={person.name} className="card flex items-start gap-4 sm:gap-5">
            {person.photo && <PersonPhotoImage photo={person.photo} />}
            <div>
              <h3 className="text-lg font-semibold text-ink">{person.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{person.role}</p>
              {person.bio && <p className="mt-2 leading-relaxed text-ink-muted">{person.bio}</p>}
            </div>
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
