import type { SchoolFacts } from '../../../src/shared/content/facts'

/** Every fact filled, as a school might fill them: a fixture, never the site's real content. */
export const filledFacts = {
  nextCohort: { startDate: '2027-01-12', applicationDeadline: '2026-12-15' },
  tuition: {
    amount: 12000,
    currency: 'USD',
    paymentOptions: ['Pay in full', 'Twelve monthly instalments'],
  },
  format: {
    mode: 'blended',
    location: { name: 'Harbour Campus', address: '1 Example Street, Springfield' },
  },
  timeZone: 'US Eastern Time (ET)',
  instructors: [
    { name: 'Ada Example', role: 'Lead instructor', bio: 'Fifteen years of building web apps.' },
    { name: 'Grace Sample', role: 'Instructor' },
  ],
  howToApply: ['Send us a message', 'Talk with an instructor', 'Reserve your seat'],
  faq: [
    { question: 'Do I need to know how to code?', answer: 'No: month 1 starts from zero.' },
    { question: 'Can I keep my job?', answer: 'Yes: the program is part-time.' },
  ],
} as const satisfies SchoolFacts
