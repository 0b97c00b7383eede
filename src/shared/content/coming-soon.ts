import type { ComingSoonContent } from './types'

export const corporateContent = {
  meta: {
    title: 'Corporate Offerings · Lumen Code Academy',
    description:
      'Corporate technology training and team upskilling from Lumen Code Academy are coming soon. Get in touch to hear when they launch.',
  },
  heading: 'Corporate Offerings: Coming Soon',
} as const satisfies ComingSoonContent

export const technicalContent = {
  meta: {
    title: 'Technical Offerings · Lumen Code Academy',
    description:
      'Technical consulting for teams building on PostgreSQL, Express, React and Node.js is coming soon from Lumen Code Academy.',
  },
  heading: 'Technical Offerings: Coming Soon',
} as const satisfies ComingSoonContent
