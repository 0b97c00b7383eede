/**
 * The accelerator's business constants, as the spec states them: every page that states them reads
 * them here.
 */
export const program = {
  weeks: 28,
  months: 7,
  hoursPerWeek: 20,
  lectures: { count: 2, hours: 3, days: ['Tuesday', 'Wednesday'] },
  officeHours: { time: '7-9pm', pairs: ['Monday/Friday', 'Thursday/Saturday'] },
} as const
