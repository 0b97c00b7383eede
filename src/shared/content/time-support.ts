import type { TimeSupportFacts } from './facts.ts'
import type { TimeSupportText } from './page-types.ts'
import { program } from './program.ts'

const [tuesday, wednesday] = program.lectures.days
const [mondayFriday, thursdaySaturday] = program.officeHours.pairs
const { time } = program.officeHours

/** "20 hours", "1 hour". */
const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`

/** The words of Time & Support on /accelerator around the facts the school states in it. */
export const timeSupportText = {
  heading: 'Time & Support',
  lead: (perWeek: number) =>
    `Plan on ${hours(perWeek)} per week in total, split between live teaching, practice and support.`,
  labels: {
    hoursPerWeek: 'Weekly commitment',
    lectures: 'Live lectures',
    officeHours: 'Office hours',
    chatCommunity: 'Chat community',
  },
  hoursPerWeek: (perWeek: number) => `${hours(perWeek)} per week in total`,
} as const satisfies TimeSupportText

/**
 * The facts as the site came with them, the spec's: shown until the school publishes its own
 * (the group `timeSupport`), and its form's starting text.
 */
export const builtInTimeSupport = {
  hoursPerWeek: program.hoursPerWeek,
  lectures: `Two ${program.lectures.hours}-hour lectures, on ${tuesday} and ${wednesday}`,
  officeHours: `${mondayFriday} ${time} and ${thursdaySaturday} ${time}`,
  chatCommunity: 'A chat community of students and instructors for questions between sessions',
} as const satisfies TimeSupportFacts
