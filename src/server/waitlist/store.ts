import type { Context } from 'hono'
import { contactLimits, honeypotField, machineFieldLimits } from '../../shared/contact-fields'
import type { WaitlistSignup } from '../../shared/waitlist'
import { worstCaseBodyBytes } from '../forms/body-limit'
import { deliverOutboxNow } from '../outbox/deliver.ts'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { confirmationCeiling } from '../unasked-mail/ceiling'
import { queueUnaskedMail } from '../unasked-mail/queue'

/** The largest sign-up body accepted: the address and the honeypot at their maxima. */
export const maxWaitlistBodyBytes = worstCaseBodyBytes({
  typedUnits: [contactLimits.email.maxLength, machineFieldLimits[honeypotField].maxLength],
})

/**
 * Asks for a place on an offering's waiting list, in one batch: the sign-up, unconfirmed (or, for
 * an address already waiting, asked again: its 7 days start anew), and with `ceiling` its
 * confirmation mail, capped per mailbox and by the ceiling (unasked-mail/queue.ts). An address
 * already confirmed changes nothing and gets no mail. Resolves with the id of the sign-up still
 * waiting for its owner, or null for a confirmed one.
 */
export async function joinWaitlist(
  db: D1Database,
  { offering, email }: WaitlistSignup,
  now: Date,
  ceiling: number | null,
): Promise<string | null> {
  // The batch answers each statement in order: the sign-up's first.
  const [joined] = (await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO waitlist_signups (id, offering, email, asked_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (offering, email COLLATE NOCASE) DO UPDATE SET asked_at = excluded.asked_at
           WHERE confirmed_at IS NULL
         RETURNING id`,
      )
      .bind(crypto.randomUUID(), offering, email, now.toISOString()),
    ...(ceiling === null
      ? []
      : queueUnaskedMail(
          db,
          { kind: 'signup-confirmation', offering, address: email },
          now,
          ceiling,
        )),
  ])) as [D1Result<{ id: string }>]
  return joined.results[0]?.id ?? null
}

/**
 * The one way a checked sign-up is taken in, by the JSON API and the form post alike. Its
 * confirmation mail goes out only once mail to visitors with a link back here is set up (the
 * announcements' settings); the first attempt runs after the answer. Whatever the address's state,
 * the answer is the same: nobody can learn from it whether an address is on a list. A filled
 * honeypot is answered as a success and stored nowhere: a bot's address has no place on a list.
 */
export async function acceptWaitlistSignup(
  c: Context<AppEnv>,
  signup: WaitlistSignup,
): Promise<{ ok: true } | { ok: false; refusal: 'unavailable' }> {
  if (signup[honeypotField]?.trim()) return { ok: true }
  const mailing = announcementSettings(c.env).state === 'ready'
  const ceiling = mailing ? confirmationCeiling(c.env.CONFIRMATION_MAILS_PER_HOUR) : null
  let waiting: string | null
  try {
    waiting = await joinWaitlist(c.env.DB, signup, new Date(), ceiling)
  } catch (error) {
    console.error('Storing a waiting-list sign-up failed:', error)
    return { ok: false, refusal: 'unavailable' }
  }
  if (mailing && waiting) {
    const signupId = waiting
    const first = deliverOutboxNow(c.env, { signupId }).catch((error: unknown) => {
      console.error(
        `First attempt at the confirmation of sign-up ${signupId} failed to run:`,
        error,
      )
    })
    c.executionCtx.waitUntil(first)
  }
  return { ok: true }
}
