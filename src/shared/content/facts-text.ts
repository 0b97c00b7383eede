import type { CourseMode } from './facts'

/** The headings and labels of the school's facts on /accelerator, shown only beside a filled fact. */
export const factsText = {
  keyFacts: {
    heading: 'Dates, price and format',
    /** Beside the next cohort's card, which holds the dates, format and price: what is left. */
    headingBesideCard: 'Paying and attending',
    labels: {
      startDate: 'Next cohort starts',
      deadline: 'Apply by',
      tuition: 'Tuition',
      format: 'Format',
      location: 'Location',
      timeZone: 'Time zone of lectures and office hours',
    },
  },
  modes: {
    online: 'Online',
    onsite: 'In person',
    blended: 'Online and in person',
  } satisfies Record<CourseMode, string>,
  nextCohort: {
    heading: 'Next cohort',
    labels: {
      starts: 'Starts',
      applyBy: 'Apply by',
      schedule: 'Schedule',
      timeZone: 'Time zone',
      format: 'Format',
      /** In the list of upcoming cohorts, which names the place in full. */
      location: 'Location',
      tuition: 'Tuition',
      seats: 'Seats',
    },
    closed: 'Applications closed',
    /** The hero's first button once a deadline is set and not passed. */
    applyBy: (date: string) => `Apply by ${date}`,
    seats: (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`,
    /** The school's zone as said without JavaScript: "Berlin time, UTC+1". */
    zone: (city: string, offset: string) => `${city} time, ${offset}`,
    /** A change of the zone's offset during the cohort: "UTC+2 from March 28". */
    zoneChange: (offset: string, date: string) => `${offset} from ${date}`,
  },
  /** Every cohort still taking applications, once there is more than the hero's card can hold. */
  upcomingCohorts: {
    heading: 'Upcoming cohorts',
    lead: 'Each of these still takes applications: pick the start that fits your year.',
    starting: (date: string) => `Starting ${date}`,
    apply: (date: string) => `Apply for the ${date} cohort`,
  },
  /** The price block: the amount, then how it can be paid, each only where the school said. */
  tuition: {
    labels: {
      deposit: 'Deposit',
      instalments: 'Instalments',
      financing: 'Financing',
      payment: 'Payment options',
    },
  },
  instructors: { heading: 'Your Instructors' },
  howToApply: { heading: 'How to Apply' },
  faq: { heading: 'Frequently Asked Questions' },
} as const
