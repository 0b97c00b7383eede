// Content stored before sessions existed, read in today's shape (docs/decisions.md, "Schedules
// read day by day"): a cohort's schedule was one `days` text and one `hours` range. Every stored
// row (a publish, a draft, a draft set aside) is upgraded as it is read, never rewritten: days
// that read as weekdays ("Mon–Thu", "Tuesdays and Wednesdays") become one session each with those
// hours; any other text is kept whole, with its hours, as `earlierText`, shown as it was.
import { type Weekday, weekdayOrder } from '../../shared/content/weekdays.ts'
import { clockTime } from '../components/fact-formats.ts'

/** How a day may be written: `mon`, `mon.`, `monday`, `mondays`, and the common longer cuts. */
const dayWords: Record<string, Weekday> = {}
for (const [day, more] of [
  ['mon', []],
  ['tue', ['tues']],
  ['wed', ['weds']],
  ['thu', ['thur', 'thurs']],
  ['fri', []],
  ['sat', []],
  ['sun', []],
] as const) {
  const full = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + weekdayOrder.indexOf(day)), // 1 January 2024 was a Monday
  )
  for (const word of [day, ...more, full.toLowerCase(), `${full.toLowerCase()}s`])
    dayWords[word] = day
}

const dayOf = (word: string) => dayWords[word.replace(/\.$/, '')]

/** The days between two, both included, going forward through the week (Fri–Mon: four). */
function span(first: Weekday, last: Weekday): Weekday[] {
  const days: Weekday[] = []
  for (let at = weekdayOrder.indexOf(first); ; at = (at + 1) % 7) {
    const day = weekdayOrder[at] as Weekday
    days.push(day)
    if (day === last) return days
  }
}

/**
 * The weekdays a text names, in the week's order, or null when any of it is no day: "Mon–Thu",
 * "Tue, Thu", "Tuesdays and Wednesdays", "Mon/Wed/Fri" read; "Mon & Wed evenings" does not.
 */
export function weekdaysIn(text: string): Weekday[] | null {
  const pieces = text
    .toLowerCase()
    .replace(/\s*(?:[–—-]|\bto\b|\bthrough\b|\bthru\b)\s*/g, '–')
    .split(/\s*(?:,|&|\+|\/|;|\band\b|\s)\s*/)
    .filter(Boolean)
  if (pieces.length === 0) return null
  const found = new Set<Weekday>()
  for (const piece of pieces) {
    const [first, last, more] = piece.split('–').map(dayOf)
    if (!first || more !== undefined || (piece.includes('–') && !last)) return null
    for (const day of last ? span(first, last) : [first]) found.add(day)
  }
  return weekdayOrder.filter((day) => found.has(day))
}

type Stored = Record<string, unknown>
const isObject = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Old hours as the page said them: "7:00 PM–10:00 PM", or the one time a draft held. */
function hoursText(hours: Stored): string {
  const times = [hours.from, hours.to].filter(
    (time): time is string => typeof time === 'string' && /^\d{2}:\d{2}$/.test(time),
  )
  return times.map(clockTime).join('–')
}

/** One cohort's schedule in today's shape; a schedule already in it comes back as it was. */
export function upgradedSchedule(schedule: unknown): unknown {
  if (!isObject(schedule) || !('days' in schedule || 'hours' in schedule)) return schedule
  const { days, hours, ...rest } = schedule
  const text = typeof days === 'string' ? days.trim() : ''
  const range = isObject(hours) ? hours : {}
  const named = text === '' ? null : weekdaysIn(text)
  const { from, to } = range
  if (named && typeof from === 'string' && typeof to === 'string')
    return { ...rest, sessions: named.map((day) => ({ day, from, to })) }
  const earlierText = [text, hoursText(range)].filter(Boolean).join(', ')
  return earlierText === '' ? rest : { ...rest, earlierText }
}

/** A stored group in today's shape: only the cohorts' schedules ever changed shape. */
export function upgradedGroup(group: string, body: unknown): unknown {
  if (group !== 'cohort' || !isObject(body) || !Array.isArray(body.cohorts)) return body
  return {
    ...body,
    cohorts: body.cohorts.map((cohort) =>
      isObject(cohort) && 'schedule' in cohort
        ? { ...cohort, schedule: upgradedSchedule(cohort.schedule) }
        : cohort,
    ),
  }
}

/** A stored publish (every group) in today's shape. */
export const upgradedContent = (content: Stored): Stored =>
  Object.fromEntries(
    Object.entries(content).map(([group, body]) => [group, upgradedGroup(group, body)]),
  )
