import { coreTechnologies } from './core-technologies.ts'
import { program } from './program.ts'
import { programStructure } from './program-structure.ts'
import type { AcceleratorContent } from './types.ts'

const [tuesday, wednesday] = program.lectures.days
const [mondayFriday, thursdaySaturday] = program.officeHours.pairs
const { time } = program.officeHours

export const acceleratorContent = {
  meta: {
    title: 'Full Stack Engineering Accelerator · Lumen Code Academy',
    description: `A ${program.weeks}-week part-time accelerator: ${program.hoursPerWeek} hours a week of live lectures, office hours and projects in PostgreSQL, Express, React and Node.js.`,
  },
  title: 'Modern Software Engineering Accelerator',
  badge: `${program.weeks}-Week Part-Time Program`,
  intro: `A part-time program for working adults who want to build and ship full-stack web applications. Over ${program.months} months you learn the PERN stack the way teams use it: in live lectures, in code review and in projects you deploy.`,
  actions: {
    primary: { label: 'Ask about the next cohort', href: '/contact?about=accelerator' },
    secondary: { label: 'See the month-by-month plan', href: '#program-structure' },
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
  timeSupport: {
    heading: 'Time & Support',
    lead: `Plan on ${program.hoursPerWeek} hours per week in total, split between live teaching, practice and support.`,
    facts: [
      { label: 'Weekly commitment', detail: `${program.hoursPerWeek} hours per week in total` },
      {
        label: 'Live lectures',
        detail: `Two ${program.lectures.hours}-hour lectures, on ${tuesday} and ${wednesday}`,
      },
      {
        label: 'Office hours',
        detail: `${mondayFriday} ${time} and ${thursdaySaturday} ${time}`,
      },
      {
        label: 'Chat community',
        detail: 'A chat community of students and instructors for questions between sessions',
      },
    ],
  },
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
