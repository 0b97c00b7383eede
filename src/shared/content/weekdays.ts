/**
 * The days of the week a cohort's sessions fall on, Monday first (the order the pages list them
 * in), as stored (`mon`), as a visitor reads them (`Mon`), as the editor offers them (`Monday`)
 * and as schema.org's DayOfWeek names them.
 */
export const weekdays = {
  mon: { short: 'Mon', name: 'Monday' },
  tue: { short: 'Tue', name: 'Tuesday' },
  wed: { short: 'Wed', name: 'Wednesday' },
  thu: { short: 'Thu', name: 'Thursday' },
  fri: { short: 'Fri', name: 'Friday' },
  sat: { short: 'Sat', name: 'Saturday' },
  sun: { short: 'Sun', name: 'Sunday' },
} as const

/** A day of the week as stored. */
export type Weekday = keyof typeof weekdays

/** The days in the pages' order, Monday first. */
export const weekdayOrder = Object.keys(weekdays) as Weekday[]

/** The day of the week of a calendar date `YYYY-MM-DD`. */
export const weekdayOf = (date: string): Weekday =>
  // getUTCDay counts from Sunday (0).
  weekdayOrder[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday
