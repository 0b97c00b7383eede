import { program } from './program'
import type { HomeContent } from './types'

export const homeContent = {
  meta: {
    title: 'Lumen Code Academy · Master Modern Web Development',
    description:
      'Expert-led training and consulting in modern web development: a 28-week part-time full-stack accelerator, with corporate and technical services on the way.',
  },
  headline: 'Master Modern Web Development',
  subtitle:
    'Expert-led training and consulting from working engineers: learn to build production web applications, or bring that experience to your team.',
  cardsHeading: 'What we offer',
  cards: [
    {
      title: 'Full Stack Engineering Accelerator',
      summary: `A ${program.weeks}-week part-time program that takes you from JavaScript fundamentals to deployed full-stack applications.`,
      href: '/accelerator',
      bullets: [
        `${program.hoursPerWeek} hours a week, built around a full-time job`,
        'Two live evening lectures every week',
        'Office hours four evenings a week',
        'PostgreSQL, Express, React and Node.js',
        'A final project you can show employers',
      ],
      cta: 'Explore the accelerator',
    },
    {
      title: 'Corporate Technology Solutions',
      summary:
        'Training and delivery support for teams adopting a modern JavaScript stack. Coming soon.',
      href: '/corporate',
      bullets: [
        'Team workshops on React and Node.js',
        'Upskilling paths for developers and leads',
        'Codebase reviews with practical next steps',
        'Private cohorts run on your schedule',
        'Hands-on help with modernising legacy apps',
      ],
      cta: 'See what is planned',
    },
    {
      title: 'Technical Consulting Services',
      summary:
        'Hands-on engineering advice for products built on PostgreSQL, Express, React and Node.js. Coming soon.',
      href: '/technical',
      bullets: [
        'Architecture reviews for web applications',
        'Database design and query performance',
        'API design, security and reliability checks',
        'Front-end performance and accessibility audits',
        'Pairing with your engineers on hard problems',
      ],
      cta: 'See what is planned',
    },
  ],
} as const satisfies HomeContent
