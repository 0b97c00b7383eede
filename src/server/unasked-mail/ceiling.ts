// The site-wide ceiling on confirmation mails (docs/architecture.md, "A site-wide ceiling"): at
// most CONFIRMATION_MAILS_PER_HOUR in any 60 minutes, whatever the addresses. Past it, what the
// mail was about is still stored and staff still hear of it; the mail itself is not sent, ever (a
// deferred flood is still a flood), and the inbox says when the ceiling was reached.

/** A few hundred an hour: far above a school's real visitors, far below a flood. */
export const defaultCeiling = 300

/** The span the ceiling counts over, in whole minutes (the bookkeeping's buckets). */
export const ceilingWindowMinutes = 60

/** How long the bookkeeping is kept: the inbox tells of the last day. */
export const ceilingMemoryHours = 24

/** A minute's bucket: 'YYYY-MM-DDTHH:MM' in UTC. */
export const minuteOf = (at: Date) => at.toISOString().slice(0, 16)

/** The first bucket of the window that ends with `now`'s minute. */
export const windowStart = (now: Date) =>
  minuteOf(new Date(now.getTime() - (ceilingWindowMinutes - 1) * 60_000))

/**
 * What is wrong with the setting, or undefined (shared with the settings check). A blank one is
 * an unset one: Number reads it as 0, a whole number, and confirmationCeiling as the default.
 */
export function ceilingProblem(setting: string | undefined): string | undefined {
  if (setting === undefined) return undefined
  const value = Number(setting)
  if (Number.isInteger(value) && value >= 0) return undefined
  return `CONFIRMATION_MAILS_PER_HOUR=${JSON.stringify(setting)} is not a whole number of mails; the default, ${defaultCeiling} an hour, applies`
}

/** The ceiling the setting asks for: its default when unset, and when unreadable (logged). */
export function confirmationCeiling(setting: string | undefined): number {
  const problem = ceilingProblem(setting)
  if (problem) {
    console.error(problem)
    return defaultCeiling
  }
  return setting?.trim() ? Number(setting) : defaultCeiling
}

/** The scheduled job's part: the bookkeeping of minutes more than a day old goes. */
export function forgetOldMinutes(db: D1Database, now: Date) {
  const dayAgo = new Date(now.getTime() - ceilingMemoryHours * 60 * 60 * 1000)
  return db.prepare('DELETE FROM unasked_mail_minutes WHERE minute < ?').bind(minuteOf(dayAgo))
}
