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
      payment: 'Payment options',
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
      tuition: 'Tuition',
      seats: 'Seats',
    },
    closed: 'Applications closed',
    /** The hero's first button once a deadline is set and not passed. */
    applyBy: (date: string) => `Apply by ${date}`,
    seats: (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`,
  },
  instructors: { heading: 'Your Instructors' },
  howToApply: { heading: 'How to Apply' },
  faq: { heading: 'Frequently Asked Questions' },
} as const
