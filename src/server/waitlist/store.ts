import type { Context } from 'hono'
import { contactLimits, honeypotField, machineFieldLimits } from '../../shared/contact-fields'
import type { WaitlistSignup } from '../../shared/waitlist'
import type { AppEnv } from '../env'
import { worstCaseBodyBytes } from '../forms/body-limit'

/** The largest sign-up body accepted: the address and the honeypot at their maxima. */
export const maxWaitlistBodyBytes = worstCaseBodyBytes({
  typedUnits: [contactLimits.email.maxLength, machineFieldLimits[honeypotField].maxLength],
})

/**
 * Adds an address to an offering's waiting list. Signing up again changes nothing and reads the
 * same: nobody can learn from the answer whether an address is already on a list.
 */
export async function joinWaitlist(db: D1Database, { offering, email }: WaitlistSignup) {
  await db
    .prepare(
      'INSERT INTO waitlist_signups (id, offering, email) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(crypto.randomUUID(), offering, email)
    .run()
}

/**
 * The one way a checked sign-up is taken in, by the JSON API and the form post alike. A filled
 * honeypot is answered as a success and stored nowhere: a bot's address has no place on a list
 * the school will email.
 */
export async function acceptWaitlistSignup(
  c: Context<AppEnv>,
  signup: WaitlistSignup,
): Promise<{ ok: true } | { ok: false; refusal: 'unavailable' }> {
  if (signup[honeypotField]?.trim()) return { ok: true }
  try {
    await joinWaitlist(c.env.DB, signup)
    return { ok: true }
  } catch (error) {
    console.error('Storing a waiting-list sign-up failed:', error)
    return { ok: false, refusal: 'unavailable' }
  }
}
