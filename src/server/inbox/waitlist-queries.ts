import type { Offering } from '../../shared/waitlist-fields'

/** A sign-up as the staff see it. */
export type Signup = { email: string; signed_up_at: string }

/** How many addresses wait for each offering. */
export async function waitlistCounts(db: D1Database): Promise<Partial<Record<Offering, number>>> {
  const { results } = await db
    .prepare('SELECT offering, COUNT(*) AS n FROM waitlist_signups GROUP BY offering')
    .all<{ offering: Offering; n: number }>()
  return Object.fromEntries(results.map(({ offering, n }) => [offering, n]))
}

/** An offering's newest sign-ups, newest first. */
export async function newestSignups(db: D1Database, offering: Offering, limit: number) {
  const { results } = await db
    .prepare(
      'SELECT email, signed_up_at FROM waitlist_signups WHERE offering = ? ORDER BY signed_up_at DESC, id DESC LIMIT ?',
    )
    .bind(offering, limit)
    .all<Signup>()
  return results
}

/** Every sign-up to an offering, oldest first: the export. */
export async function allSignups(db: D1Database, offering: Offering) {
  const { results } = await db
    .prepare(
      'SELECT email, signed_up_at FROM waitlist_signups WHERE offering = ? ORDER BY signed_up_at, id',
    )
    .bind(offering)
    .all<Signup>()
  return results
}
