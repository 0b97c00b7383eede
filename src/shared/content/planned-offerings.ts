import type { PlannedOffering } from './types.ts'

/** Said on every offering still to come: on its home card, as a badge, in words. */
export const comingSoonBadge = 'Coming soon'

/**
 * The offerings still to come, described once: the home page's cards and the offerings' own pages
 * (/corporate, /technical) both read their five planned items here, so the two never disagree.
 */
export const plannedOfferings = {
  corporate: {
    title: 'Corporate Technology Solutions',
    summary: 'Training and delivery support for teams adopting a modern JavaScript stack.',
    items: [
      'Team workshops on React and Node.js',
      'Upskilling paths for developers and leads',
      'Codebase reviews with practical next steps',
      'Private cohorts run on your schedule',
      'Hands-on help with modernising legacy apps',
    ],
  },
  technical: {
    title: 'Technical Consulting Services',
    summary:
      'Hands-on engineering advice for products built on PostgreSQL, Express, React and Node.js.',
    items: [
      'Architecture reviews for web applications',
      'Database design and query performance',
      'API design, security and reliability checks',
      'Front-end performance and accessibility audits',
      'Pairing with your engineers on hard problems',
    ],
  },
} as const satisfies Record<'corporate' | 'technical', PlannedOffering>
