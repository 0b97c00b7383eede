import type { SchoolFacts } from './facts.ts'
import type { ProgramLength } from './types.ts'

/**
 * The accelerator's business constants, as the spec states them: every page that states them reads
 * them here, and they stay what the pages say until the school publishes its own (weeks, weekly
 * hours: `programLengthOf`).
 */
export const program = {
  weeks: 28,
  months: 7,
  hoursPerWeek: 20,
  lectures: { count: 2, hours: 3, days: ['Tuesday', 'Wednesday'] },
  officeHours: { time: '7-9pm', pairs: ['Monday/Friday', 'Thursday/Saturday'] },
} as const

/** The program's length and weekly hours as the pages state them: published, else the spec's. */
export const programLengthOf = (facts: SchoolFacts): ProgramLength => ({
  weeks: facts.weeks ?? program.weeks,
  hoursPerWeek: facts.timeSupport?.hoursPerWeek ?? program.hoursPerWeek,
})
