import * as v from 'valibot'
import type { IsoDate } from '../../../../shared/content/facts.ts'
import { line, text } from './text-rules.ts'

// The content's days, times and zones, as staff type them and the pages act on them.

/** Whether text is a day of the calendar written `YYYY-MM-DD` (2026-02-30 is not). */
export function isRealDate(text: string): text is IsoDate {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!parts) return false
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  // A day past its month's end rolls over into the next month, and a month past 12 into the next
  // year (before 1, the previous): the year and the day then differ from those written.
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCDate() === day
}

/** A real date, `YYYY-MM-DD`. */
export const isoDate = (label: string) =>
  v.pipe(
    text(label, ''),
    v.check(isRealDate, `${label} must be a real date, YYYY-MM-DD`),
    v.transform((value) => value as IsoDate),
  )

/** A time of day, `HH:MM` on the 24-hour clock. */
export const timeOfDay = (label: string) =>
  v.pipe(
    text(label, ''),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time of day, HH:MM (24-hour)`),
  )

/**
 * Whether a name is a time zone of the IANA database the runtime knows (`Europe/London`, `UTC`).
 * An offset such as `+01:00` is taken by newer engines, but it is no zone: it ignores summer time.
 */
export function isTimeZone(name: string): boolean {
  if (/^[+-]/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * A time zone's name as the runtime's list of zones spells it: `europe/london` is
 * `Europe/London`, an alias its zone (`US/Eastern` is `America/New_York`), so one zone is stored
 * one way and a choice among timeZoneNames shows it chosen.
 */
export const canonicalTimeZone = (name: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone

let names: readonly string[] | undefined

/** The zones staff choose from: the runtime's list of IANA zones (which leaves UTC out), and UTC. */
export function timeZoneNames(): readonly string[] {
  names ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])]
  return names
}

/** An IANA time zone, at most `max` characters, kept in its canonical spelling. */
export const timeZone = (max: number, label = 'Time zone') =>
  v.pipe(
    line(label, max),
    v.check(isTimeZone, `${label} must be an IANA time zone, such as Europe/London`),
    v.transform(canonicalTimeZone),
  )
