import type { AcceleratorCardText, HomeContent } from './page-types.ts'
import { comingSoonBadge, plannedOfferings } from './planned-offerings.ts'
import { program } from './program.ts'
import type { PageMeta } from './types.ts'

const { corporate, technical } = plannedOfferings

/** The page's <head>, saying the program's length as the school states it. */
const metaWith = (weeks: number): PageMeta => ({
  title: 'Lumen Code Academy · Master Modern Web Development',
  description: `Expert-led training and consulting in modern web development: a ${weeks}-week part-time full-stack accelerator, with corporate and technical services on the way.`,
})

const acceleratorCard = {
  summary: (weeks: number) =>
    `A ${weeks}-week part-time program that takes you from JavaScript fundamentals to deployed full-stack applications.`,
  labels: { nextStart: 'Next start', tuition: 'Tuition' },
} as const satisfies AcceleratorCardText

export const homeContent = {
  meta: metaWith(program.weeks),
  metaWith,
  headline: 'Master Modern Web Development',
  subtitle:
    'Expert-led training and consulting from working engineers: learn to build production web applications, or bring that experience to your team.',
  actions: {
    primary: { label: 'Explore the accelerator', href: '/accelerator' },
    secondary: { label: 'Talk to us', href: '/contact' },
  },
  cardsHeading: 'What we offer',
  cards: [
    {
      title: 'Full Stack Engineering Accelerator',
      badge: 'Available now',
      summary: acceleratorCard.summary(program.weeks),
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
      title: corporate.title,
      badge: comingSoonBadge,
      summary: corporate.summary,
      href: '/corporate',
      bullets: corporate.items,
      cta: 'See what is planned',
    },
    {
      title: technical.title,
      badge: comingSoonBadge,
      summary: technical.summary,
      href: '/technical',
      bullets: technical.items,
      cta: 'See what is planned',
    },
  ],
  acceleratorCard,
  closing: {
    text: 'Not sure which path fits you or your team? Tell us what you want to build.',
    primary: { label: 'Talk to us', href: '/contact' },
  },
} as const satisfies HomeContent
