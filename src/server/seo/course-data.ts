import { acceleratorContent } from '../../shared/content/accelerator'
import type { CohortFacts, CourseMode, SchoolFacts } from '../../shared/content/facts'
import { factsText } from '../../shared/content/facts-text'
import { programLengthOf } from '../../shared/content/program'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { sessionSchedules } from './course-schedule'
import { absoluteUrl } from './origin'

type Tuition = NonNullable<SchoolFacts['tuition']>

/** schema.org's course modes, spelled as Google's Course info documentation spells them. */
const courseModes = {
  online: 'Online',
  onsite: 'Onsite',
  blended: 'Blended',
} as const satisfies Record<CourseMode, string>

/** The price as an Offer, as Google's Course info reads it: category, price and currency. */
const priceOffer = (tuition: Tuition) => ({
  '@type': 'Offer',
  category: tuition.amount === 0 ? 'Free' : 'Paid',
  price: tuition.amount,
  priceCurrency: tuition.currency,
})

/** A part of the price in the school's words: schema.org has no amount to take from them. */
const priceComponent = (tuition: Tuition, type: 'Downpayment' | 'Installment', words: string) => ({
  '@type': 'UnitPriceSpecification',
  priceComponentType: `https://schema.org/${type}`,
  priceCurrency: tuition.currency,
  description: words,
})

/**
 * The Course's Offer: the price, the deposit and the instalments as its price components, and the
 * payment options and the financing as the payment methods it accepts (text, and a LoanOrCredit).
 */
function courseOffer(tuition: Tuition) {
  const components = [
    tuition.deposit && priceComponent(tuition, 'Downpayment', tuition.deposit),
    tuition.instalments && priceComponent(tuition, 'Installment', tuition.instalments),
  ].filter((component) => !!component)
  const methods = [
    ...(tuition.paymentOptions ?? []),
    ...(tuition.financing
      ? [
          {
            '@type': 'LoanOrCredit',
            name: factsText.tuition.labels.financing,
            description: tuition.financing,
          },
        ]
      : []),
  ]
  return {
    ...priceOffer(tuition),
    ...(components.length > 0 && { priceSpecification: components }),
    ...(methods.length > 0 && { acceptedPaymentMethod: methods }),
  }
}

/**
 * A cohort as a CourseInstance. Its rhythm (hours a week, weeks) is the program's length; mode,
 * place, sessions, seats, instructors and the offer (open until the deadline) are the school's facts.
 */
function courseInstance(facts: SchoolFacts, cohort: CohortFacts) {
  const { instructors, tuition } = facts
  const format = cohort.format ?? facts.format
  const { startDate, schedule, applicationDeadline } = cohort
  return {
    '@type': 'CourseInstance',
    // Part-time is the one mode the spec states; the school's format names the medium.
    courseMode: format ? courseModes[format.mode] : 'Part-time',
    startDate,
    courseSchedule: sessionSchedules(cohort, programLengthOf(facts).weeks) ?? {
      '@type': 'Schedule',
      duration: `PT${programLengthOf(facts).hoursPerWeek}H`,
      repeatFrequency: 'Weekly',
      repeatCount: programLengthOf(facts).weeks,
      startDate,
      ...(schedule?.timeZone && { scheduleTimezone: schedule.timeZone }),
    },
    ...(format?.location && {
      location: { '@type': 'Place', name: format.location.name, address: format.location.address },
    }),
    ...(cohort.seats !== undefined && { maximumAttendeeCapacity: cohort.seats }),
    ...(instructors?.length && {
      instructor: instructors.map(({ name, role }) => ({
        '@type': 'Person',
        name,
        description: role,
      })),
    }),
    ...(tuition && {
      offers: {
        ...priceOffer(tuition),
        ...(applicationDeadline && { availabilityEnds: applicationDeadline }),
      },
    }),
  }
}

/**
 * The cohorts the page offers: every one still taking applications, or, when none does, the next
 * one (its applications closed) that the hero still shows.
 */
function offeredCohorts({ upcomingCohorts, nextCohort }: SchoolFacts): readonly CohortFacts[] {
  if (upcomingCohorts?.length) return upcomingCohorts
  return nextCohort ? [nextCohort] : []
}

/** The accelerator as a schema.org Course, on its own page, with what the school has set. */
export function accelerator(origin: string, facts: SchoolFacts) {
  const cohorts = offeredCohorts(facts)
  return {
    '@type': 'Course',
    name: acceleratorContent.title,
    description: acceleratorContent.metaWith(programLengthOf(facts)).description,
    url: absoluteUrl(origin, routes.accelerator.path),
    provider: { '@id': `${absoluteUrl(origin, '/')}#organization`, name: site.name },
    timeRequired: `P${programLengthOf(facts).weeks}W`,
    ...(facts.tuition && { offers: courseOffer(facts.tuition) }),
    ...(cohorts.length > 0 && {
      hasCourseInstance: cohorts.map((cohort) => courseInstance(facts, cohort)),
    }),
  }
}
