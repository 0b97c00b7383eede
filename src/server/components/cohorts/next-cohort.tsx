import type { ReactNode } from 'react'
import type { CohortFacts, FormatFacts, SchoolFacts } from '../../../shared/content/facts'
import { factsText } from '../../../shared/content/facts-text'
import { programLengthOf } from '../../../shared/content/program'
import type { NextSteps } from '../../../shared/content/types'
import { applyFor } from '../../../shared/routes'
import { longDate, price } from '../fact-formats'
import { CohortSessions, zoneLine } from './cohort-sessions'

const text = factsText.nextCohort

/** A fact of a cohort as label and value; the schedule's value is its list of sessions. */
export type CohortFact = { label: string; detail: ReactNode }

type MaybeFact = CohortFact | false | undefined

/**
 * When a cohort meets: its sessions (each also in the visitor's time, where the browser can say
 * it), or the text written before sessions existed, as it was; and its zone with its offset.
 */
function scheduleFacts(cohort: CohortFacts, weeks: number): MaybeFact[] {
  const { schedule, startDate } = cohort
  const timeZone = schedule?.timeZone
  const sessions = schedule?.sessions ?? []
  return [
    sessions.length > 0 && timeZone
      ? {
          label: text.labels.schedule,
          detail: <CohortSessions sessions={sessions} span={{ startDate, timeZone, weeks }} />,
        }
      : !!schedule?.earlierText && { label: text.labels.schedule, detail: schedule.earlierText },
    !!timeZone && {
      label: text.labels.timeZone,
      detail: zoneLine({ startDate, timeZone, weeks }),
    },
  ]
}

/** Until when a cohort takes applications and when it meets: what the card and the list both say. */
function timing(cohort: CohortFacts, weeks: number): MaybeFact[] {
  return [
    cohort.applicationsOpen === false
      ? { label: text.labels.applyBy, detail: text.closed }
      : cohort.applicationDeadline && {
          label: text.labels.applyBy,
          detail: longDate(cohort.applicationDeadline),
        },
    ...scheduleFacts(cohort, weeks),
  ]
}

const seats = (cohort: CohortFacts): MaybeFact =>
  cohort.seats !== undefined && { label: text.labels.seats, detail: text.seats(cohort.seats) }

const present = (list: MaybeFact[]) => list.filter((fact): fact is CohortFact => !!fact)

/** The next cohort's facts, as label and value, those the school has set. */
export function nextCohortFacts(facts: SchoolFacts): CohortFact[] {
  const { nextCohort, format, tuition } = facts
  if (!nextCohort) return []
  return present([
    { label: text.labels.starts, detail: longDate(nextCohort.startDate) },
    ...timing(nextCohort, programLengthOf(facts).weeks),
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
export function listedCohortFacts(
  cohort: CohortFacts,
  { format, weeks }: { format?: FormatFacts; weeks: number },
): CohortFact[] {
  return present([
    ...timing(cohort, weeks),
    format && { label: text.labels.format, detail: factsText.modes[format.mode] },
    format?.location && {
      label: text.labels.location,
      detail: `${format.location.name}, ${format.location.address}`,
    },
    seats(cohort),
  ])
}

/** Facts as the cohorts show them: a label over each value, in a grid. */
export function CohortFactList({ list, className }: { list: CohortFact[]; className: string }) {
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

/**
 * The hero's first button says by when to apply, once the school has set a deadline, and leads to
 * the application form with that cohort chosen.
 */
export function withApplyBy(actions: NextSteps, facts: SchoolFacts): NextSteps {
  const label = applyLabel(facts)
  const cohort = facts.nextCohort
  return label && cohort
    ? { ...actions, primary: { label, href: applyFor(cohort.startDate) } }
    : actions
}
