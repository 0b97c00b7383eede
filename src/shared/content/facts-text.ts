import type { CourseMode } from './facts'

/** The headings and labels of the school's facts on /accelerator, shown only beside a filled fact. */
export const factsText = {
  keyFacts: {
    heading: 'Dates, price and format',
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
  instructors: { heading: 'Your Instructors' },
  howToApply: { heading: 'How to Apply' },
  faq: { heading: 'Frequently Asked Questions' },
} as const
