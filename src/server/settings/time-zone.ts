// The school's time zone for the inbox's times: an IANA name in INBOX_TIME_ZONE, UTC when unset.
// A zone the platform does not know must never break a page: it falls back to UTC, and both the
// deploy-time settings check (scripts/check-settings.ts) and the worker's log say so.
import { perZone } from '../utils/per-zone.ts'

export const defaultTimeZone = 'UTC'

// An IANA name ("Europe/Berlin", "UTC"), not an offset ("+01:00") that Intl would also accept:
// an offset has no daylight-saving rules, so it would be an hour out for half the year.
const ianaName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

/** Why a setting is not a usable zone, or null when it is (or is unset). */
export function timeZoneProblem(setting: string | undefined): string | null {
  if (setting === undefined || setting.trim() === '') return null
  const named = ianaName.test(setting)
  try {
    if (named) new Intl.DateTimeFormat('en-GB', { timeZone: setting })
  } catch {
    return `INBOX_TIME_ZONE=${JSON.stringify(setting)} is not a time zone this platform knows; the inbox shows UTC`
  }
  return named
    ? null
    : `INBOX_TIME_ZONE=${JSON.stringify(setting)} is not an IANA zone name (such as Europe/Berlin); the inbox shows UTC`
}

const reported = new Set<string>()

/** The zone the inbox shows times in: the setting when usable, otherwise UTC (reported once). */
export function inboxTimeZone(setting: string | undefined): string {
  const problem = timeZoneProblem(setting)
  if (problem) {
    if (!reported.has(problem)) console.error(problem)
    reported.add(problem)
    return defaultTimeZone
  }
  return setting?.trim() || defaultTimeZone
}

/**
 * How the school writes a moment, in the inbox and in its mails alike: "23 Nov 2026, 10:05 UTC",
 * in `zone` (a usable one: inboxTimeZone's). One formatter a zone, made once an isolate.
 */
export const schoolDateTime = perZone(
  (zone) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
      timeZoneName: 'short',
    }),
)
