import type { CohortFacts, FormatFacts, SchoolFacts } from '../../shared/content/facts'
import { factsText } from '../../shared/content/facts-text'
import type { Fact } from '../../shared/content/types'
import { clockTime, longDate, price, zoneName } from './fact-formats'

const text = factsText.nextCohort

/** The days and hours in one line ("Tue, Wed, 7:00 PM–10:00 PM"); the zone is a fact of its own. */
function scheduleLine(schedule: CohortFacts['schedule']) {
  const hours =
    schedule?.hours && `${clockTime(schedule.hours.from)}–${clockTime(schedule.hours.to)}`
  return [schedule?.days, hours].filter(Boolean).join(', ')
}

type MaybeFact = Fact | false | undefined

/** Until when a cohort takes applications and when it meets: what the card and the list both say. */
function timing(cohort: CohortFacts): MaybeFact[] {
  const schedule = scheduleLine(cohort.schedule)
  return [
    cohort.applicationsOpen === false
      ? { label: text.labels.applyBy, detail: text.closed }
      : cohort.applicationDeadline && {
          label: text.labels.applyBy,
          detail: longDate(cohort.applicationDeadline),
        },
    !!schedule && { label: text.labels.schedule, detail: schedule },
    !!cohort.schedule?.timeZone && {
      label: text.labels.timeZone,
      detail: zoneName(cohort.schedule.timeZone),
    },
  ]
}

const seats = (cohort: CohortFacts): MaybeFact =>
  cohort.seats !== undefined && { label: text.labels.seats, detail: text.seats(cohort.seats) }

const present = (list: MaybeFact[]) => list.filter((fact): fact is Fact => !!fact)

/** The next cohort's facts, as label and value, those the school has set. */
export function nextCohortFacts(facts: SchoolFacts): Fact[] {
  const { nextCohort, format, tuition } = facts
  if (!nextCohort) return []
  return present([
    { label: text.labels.starts, detail: longDate(nextCohort.startDate) },
    ...timing(nextCohort),
    format && {
      label: text.labels.format,
      detail: [factsText.modes[format.mode], format.location?.name].filter(Boolean).join(', '),
    },
    tuition && { label: text.labels.tuition, detail: price(tuition.amount, tuition.currency) },
    seats(nextCohort),
  ])
}

/**
 * A cohort in the list of upcoming ones, as label and value: its start is the item's heading, and
 * its place is named in full, since the cohorts may meet in different places.
 */
export function listedCohortFacts(cohort: CohortFacts, format?: FormatFacts): Fact[] {
  return present([
    ...timing(cohort),
    format && { label: text.labels.format, detail: factsText.modes[format.mode] },
    format?.location && {
      label: text.labels.location,
      detail: `${format.location.name}, ${format.location.address}`,
    },
    seats(cohort),
  ])
}

/** Facts as the cohorts show them: a label over each value, in a grid. */
export function CohortFactList({ list, className }: { list: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {list.map((fact) => (
        <div key={fact.label} className="grid gap-0.5">
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd className="font-semibold text-ink">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The next cohort at a glance, in the hero of /accelerator: its right half at 1280 px, right under
 * the introduction on a phone. Nothing while no cohort is set, or every one has begun.
 */
export function NextCohortCard({ facts }: { facts: SchoolFacts }) {
  const list = nextCohortFacts(facts)
  if (list.length === 0) return null
  return (
    <aside aria-labelledby="next-cohort" className="card mt-10 lg:mt-0">
      <h2
        id="next-cohort"
        className="text-sm font-semibold uppercase tracking-wider text-brand-700"
      >
        {text.heading}
      </h2>
      <CohortFactList list={list} className="mt-4 grid gap-3" />
    </aside>
  )
}

/** The hero's first button: "Apply by <deadline>" while applications for the next cohort are open. */
export function applyLabel(facts: SchoolFacts): string | undefined {
  const cohort = facts.nextCohort
  if (!cohort?.applicationDeadline || cohort.applicationsOpen === false) return undefined
  return text.applyBy(longDate(cohort.applicationDeadline))
}
