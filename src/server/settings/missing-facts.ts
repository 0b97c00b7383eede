// The school's facts still empty, as `npm run check` and `npm run deploy` name each until it is
// filled (docs/architecture.md, "The school's facts").
import type { SchoolFacts } from '../../shared/content/facts.ts'

/** Each fact by the name the settings check lists it under while it is empty. */
const factNames = {
  startDate: 'next cohort start date (nextCohort.startDate)',
  deadline: 'application deadline (nextCohort.applicationDeadline)',
  tuition: 'tuition (tuition.amount, tuition.currency)',
  payment: 'payment options (tuition.paymentOptions)',
  format: 'format, online or on site (format.mode)',
  location: 'location (format.location)',
  timeZone: 'time zone of the lectures and office hours (timeZone)',
  instructors: 'instructors (instructors)',
  howToApply: 'how to apply (howToApply)',
  faq: 'FAQ (faq)',
} as const

/** The facts still empty, by name: what `scripts/check-settings.ts` warns about before a deploy. */
export function missingFacts(facts: SchoolFacts): string[] {
  const empty = {
    startDate: !facts.nextCohort,
    deadline: !facts.nextCohort?.applicationDeadline,
    tuition: !facts.tuition,
    payment: !facts.tuition?.paymentOptions?.length,
    format: !facts.format,
    // A location matters only to a course anyone attends in person.
    location: facts.format?.mode !== 'online' && !facts.format?.location,
    timeZone: !facts.timeZone,
    instructors: !facts.instructors?.length,
    howToApply: !facts.howToApply?.length,
    faq: !facts.faq?.length,
  } satisfies Record<keyof typeof factNames, boolean>
  return (Object.keys(factNames) as (keyof typeof factNames)[])
    .filter((name) => empty[name])
    .map((name) => factNames[name])
}
