import type { Offering } from '../../../shared/waitlist-fields'
import type { SignupStatus } from '../../content/waitlist-confirmation'

/** A sign-up as the staff see it. */
export type Signup = {
  email: string
  signed_up_at: string
  status: SignupStatus
  confirmed_at: string | null
}

/** A sign-up's status in SQL: confirmed, waiting for its owner, or from before confirmations. */
const status = `CASE WHEN confirmed_at IS NOT NULL THEN 'confirmed'
  WHEN asked_at IS NOT NULL THEN 'waiting' ELSE 'before' END AS status`

/** How many sign-ups of each status each offering has. */
export type WaitlistCounts = Record<Offering, Record<SignupStatus, number>>

/** How many addresses wait for each offering, by status: only confirmed ones are on the list. */
export async function waitlistCounts(db: D1Database): Promise<WaitlistCounts> {
  const { results } = await db
    .prepare(`SELECT offering, ${status}, COUNT(*) AS n FROM waitlist_signups GROUP BY 1, 2`)
    .all<{ offering: Offering; status: SignupStatus; n: number }>()
  const counts: WaitlistCounts = {
    corporate: { confirmed: 0, waiting: 0, before: 0 },
    technical: { confirmed: 0, waiting: 0, before: 0 },
  }
  for (const { offering, status, n } of results) counts[offering][status] = n
  return counts
}

/** An offering's newest sign-ups, newest first. */
export async function newestSignups(db: D1Database, offering: Offering, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT email, signed_up_at, ${status}, confirmed_at FROM waitlist_signups WHERE offering = ?
       ORDER BY signed_up_at DESC, id DESC LIMIT ?`,
    )
    .bind(offering, limit)
    .all<Signup>()
  return results
}

/** Every sign-up to an offering, oldest first: the export. */
export async function allSignups(db: D1Database, offering: Offering) {
  const { results } = await db
    .prepare(
      `SELECT email, signed_up_at, ${status}, confirmed_at FROM waitlist_signups WHERE offering = ?
       ORDER BY signed_up_at, id`,
    )
    .bind(offering)
    .all<Signup>()
  return results
}
