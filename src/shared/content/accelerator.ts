import { coreTechnologies } from './core-technologies.ts'
import type { AcceleratorContent } from './page-types.ts'
import { program } from './program.ts'
import { programStructure } from './program-structure.ts'
import { timeSupportText } from './time-support.ts'
import type { PageMeta } from './types.ts'

const title = 'Full Stack Engineering Accelerator · Lumen Code Academy'

/** The page's <head>, saying the program's length and weekly hours as the school states them. */
const metaWith = ({ weeks, hoursPerWeek }: { weeks: number; hoursPerWeek: number }): PageMeta => ({
  title,
  description: `A ${weeks}-week part-time accelerator: ${hoursPerWeek} hours a week of live lectures, office hours and projects in PostgreSQL, Express, React and Node.js.`,
})

export const acceleratorContent = {
  meta: metaWith(program),
  metaWith,
  title: 'Modern Software Engineering Accelerator',
  badge: (weeks: number) => `${weeks}-Week Part-Time Program`,
  intro: `A part-time program for working adults who want to build and ship full-stack web applications. Over ${program.months} months you learn the PERN stack the way teams use it: in live lectures, in code review and in projects you deploy.`,
  actions: {
    primary: { label: 'Ask about the next cohort', href: '/contact?about=accelerator' },
    secondary: { label: 'See the month-by-month plan', href: '#program-structure' },
  },
  sectionsNav: {
    label: 'On this page',
    /** Each section's link, by its heading's id: short, so the list fits a phone's few lines. */
    links: {
      'upcoming-cohorts': 'Cohorts',
      'key-facts': 'Price & format',
      philosophy: 'Philosophy',
      'time-support': 'Time & Support',
      'core-technologies': 'Technologies',
      'learning-approach': 'Learning approach',
      instructors: 'Instructors',
      'program-structure': 'Month by month',
      outcomes: 'Outcomes',
      graduates: 'Graduates',
      'how-to-apply': 'How to apply',
      faq: 'FAQ',
    },
  },
  applyBar: {
    starts: (date: string) => `Starts ${date}`,
    action: 'Apply now',
  },
  philosophy: {
    heading: 'Program Philosophy',
    lead: 'We teach the habits of working engineers, not just the syntax of a framework.',
    points: [
      {
        title: 'Fundamentals first',
        text: 'Frameworks change every few years; JavaScript, HTTP and SQL do not. We start there so every later tool makes sense.',
      },
      {
        title: 'Build real things',
        text: 'Every module ends in working software. You write, test and deploy code from the first month, not after the theory.',
      },
      {
        title: 'Feedback from engineers',
        text: 'Instructors review your code the way a senior colleague would: what works, what will break, and why.',
      },
      {
        title: 'Sustainable pace',
        text: 'The schedule is designed around a full-time job. Steady weekly progress beats a sprint you cannot keep up.',
      },
      {
        title: 'Learn in public',
        text: 'You keep your work in Git from day one, so you finish with a portfolio that shows how you think.',
      },
      {
        title: 'Modern, not trendy',
        text: 'We teach tools teams actually hire for today, and we explain the trade-offs behind each choice.',
      },
    ],
  },
  timeSupport: timeSupportText,
  coreTechnologies,
  learningApproach: {
    heading: 'Learning Approach',
    lead: 'Each week follows the same rhythm: learn it live, practise it, get feedback, ship it.',
    points: [
      {
        title: 'Live lectures',
        text: 'Instructors build features in front of you, explain each decision and take questions as they go.',
      },
      {
        title: 'Weekly projects',
        text: 'Every week ends in a small project that applies the new material to a working application.',
      },
      {
        title: 'Code review',
        text: 'You open pull requests and get written review, the way professional teams work.',
      },
      {
        title: 'Pair programming',
        text: 'Regular pairing sessions teach you to reason aloud, debug together and read other people’s code.',
      },
      {
        title: 'Office hours',
        text: 'Four evenings a week you can bring a bug, a concept or a design question to an instructor.',
      },
      {
        title: 'Portfolio milestones',
        text: 'Checkpoints every month make sure your portfolio grows with your skills.',
      },
    ],
  },
  programStructure,
  closing: {
    text: 'Want to know when the next cohort starts, or whether the program fits your week?',
    primary: { label: 'Get in touch', href: '/contact?about=accelerator' },
  },
} as const satisfies AcceleratorContent
