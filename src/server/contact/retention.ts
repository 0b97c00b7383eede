// Retention: messages are deleted once past RETENTION_DAYS (default 365), spam once past
// SPAM_RETENTION_DAYS (default 30). Deleting a message deletes everything derived from it: its
// deliveries by ON DELETE CASCADE, and whatever else a later migration hangs on it the same way.

/**
 * Which messages count as spam: the one place that says so. The inbox's state (0003_inbox.sql),
 * which a honeypot-flagged message starts in and staff set by hand.
 */
export const isSpam = "state = 'spam'"

export const defaultRetentionDays = 365
export const defaultSpamRetentionDays = 30

/** The most rows one rule deletes a run: a backlog drains over a few runs, none runs long. */
export const deletionsPerRun = 1000

/** What an unreadable setting leaves undone, as the log tells whoever reads it. */
const unreadableMeans = {
  RETENTION_DAYS: 'nothing is deleted',
  SPAM_RETENTION_DAYS: 'spam is kept as long as other messages',
  APPLICATION_RETENTION_DAYS: 'no withdrawn or declined application is deleted',
} as const

/**
 * A whole number of days ≥ 0 from a setting, its default when unset, or null (its rule deletes
 * nothing) when unreadable: a typo must never be read as "delete more".
 */
export function retentionDays(
  name: keyof typeof unreadableMeans,
  setting: string | undefined,
  fallback: number,
) {
  if (setting === undefined || setting.trim() === '') return fallback
  const days = Number(setting)
  if (Number.isInteger(days) && days >= 0) return days
  console.error(
    `${name}=${JSON.stringify(setting)} is not a whole number of days; ${unreadableMeans[name]}`,
  )
  return null
}

/**
 * The first instant a message of `days` days' retention is kept at, as of `now`: the start of
 * today (UTC) less that many days. A message is deleted on the day it passes its limit, whatever
 * the hour the job runs, and never a moment earlier.
 */
export function retentionCutoff(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(today - days * 24 * 60 * 60 * 1000).toISOString()
}

function deleteReceivedBefore(db: D1Database, cutoff: string, onlySpam: boolean) {
  return db
    .prepare(
      `DELETE FROM contact_messages WHERE id IN (
         SELECT id FROM contact_messages WHERE received_at < ? ${onlySpam ? `AND ${isSpam}` : ''}
         ORDER BY received_at LIMIT ?)
       RETURNING id`,
    )
    .bind(cutoff, deletionsPerRun)
}

/**
 * Deletes what is past its limit as of `now`; resolves with how many messages went.
 * RETENTION_DAYS=0 keeps everything, spam included; SPAM_RETENTION_DAYS=0 keeps spam as long as
 * any other message.
 */
export async function applyRetention(
  db: D1Database,
  settings: { RETENTION_DAYS?: string; SPAM_RETENTION_DAYS?: string },
  now: Date,
): Promise<number> {
  const days = retentionDays('RETENTION_DAYS', settings.RETENTION_DAYS, defaultRetentionDays)
  if (days === null || days === 0) return 0
  const spamDays = retentionDays(
    'SPAM_RETENTION_DAYS',
    settings.SPAM_RETENTION_DAYS,
    defaultSpamRetentionDays,
  )
  const rules = [deleteReceivedBefore(db, retentionCutoff(now, days), false)]
  if (spamDays) rules.push(deleteReceivedBefore(db, retentionCutoff(now, spamDays), true))
  // Counted by the rows returned: D1's `changes` also counts the rows the cascade deleted.
  const results = await db.batch(rules)
  return results.reduce((sum, result) => sum + result.results.length, 0)
}
