// When a failed delivery is tried again: after NOTIFY_RETRY_BASE_SECONDS, then twice as long each
// time, for up to 24 hours after the message arrived (or was re-queued by hand); then never.
import { later } from './queue.ts'

/** How long a delivery keeps being retried. */
export const retryWindowSeconds = 24 * 60 * 60

export const defaultRetryBaseSeconds = 60

/** NOTIFY_RETRY_BASE_SECONDS as a whole number of seconds ≥ 1; the default when unset or unreadable. */
export function retryBaseSeconds(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return defaultRetryBaseSeconds
  const seconds = Number(setting)
  if (Number.isInteger(seconds) && seconds >= 1) return seconds
  console.error(
    `NOTIFY_RETRY_BASE_SECONDS=${JSON.stringify(setting)} is not a whole number of seconds ≥ 1; using ${defaultRetryBaseSeconds}`,
  )
  return defaultRetryBaseSeconds
}

/**
 * The time of the next try after failed attempt number `attempts` (1 is the first), or null when
 * the 24-hour window is over and the delivery has failed. The last retry is pulled in to the
 * window's end rather than dropped, so a receiver down for 20 hours still gets the message.
 */
export function nextRetryAt({
  attempts,
  windowStartedAt,
  now,
  baseSeconds,
}: {
  attempts: number
  windowStartedAt: string
  now: Date
  baseSeconds: number
}): Date | null {
  const windowEnd = later(new Date(windowStartedAt), retryWindowSeconds)
  if (now >= windowEnd) return null
  const retryAt = later(now, baseSeconds * 2 ** Math.max(0, attempts - 1))
  return new Date(Math.min(retryAt.getTime(), windowEnd.getTime()))
}
