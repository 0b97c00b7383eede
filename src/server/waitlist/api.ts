import { vValidator } from '@hono/valibot-validator'
import { type Context, Hono } from 'hono'
import type { FormRefusal } from '../../shared/form-refusal'
import { waitlistFieldErrors, waitlistRefusal, waitlistSignupSchema } from '../../shared/waitlist'
import { rateLimit, sameSiteCors } from '../forms/defence'
import { formGuards, onlyPost } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { parsableJson } from '../forms/parsable-json'
import { refuseInJson } from '../forms/refusal'
import type { AppEnv } from '../settings/env'
import { acceptWaitlistSignup, maxWaitlistBodyBytes } from './store'

/** What an API client is told for each refusal. */
const refusals: Record<FormRefusal, string> = {
  'cross-site': 'Sign-ups can only be sent from this site',
  limited: 'Too many forms from this address: try again in a minute',
  'too-large': `Sign-ups are limited to ${maxWaitlistBodyBytes} bytes`,
  unsupported: 'Send the sign-up as JSON (application/json)',
  unverified: 'The anti-spam check failed: reload the page and try again',
  unavailable: 'The sign-up could not be stored; please try again later',
}

/**
 * The waiting lists' API, JSON only: POST /join asks for an address's place on an offering's list
 * and answers 202 `{ pending: 'confirmation' }`: the address's owner joins by the link mailed to
 * it. The same answer whether the address is new, waiting or on the list already. Behind the
 * contact form's guards, with a quota of its own; a browser without JavaScript posts to the
 * offering's page instead (waitlist/form-post.ts).
 */
const refuse = refuseInJson(refusals)

const waitlist = new Hono<AppEnv>()
  .use(
    '/join',
    sameSiteCors,
    onlyPost,
    formGuards({ body: 'json', maxBytes: maxWaitlistBodyBytes, refuse }),
    parsableJson(waitlistFieldErrors([])),
  )
  .post(
    '/join',
    vValidator('json', waitlistSignupSchema, (result, c: Context<AppEnv>) => {
      if (!result.success) {
        const { issues } = result
        return c.json({ error: waitlistRefusal(issues), fields: waitlistFieldErrors(issues) }, 400)
      }
      const own = ownAddressErrors(c.env, result.output.email)
      if (own) return c.json({ error: 'Invalid sign-up', fields: own }, 400)
    }),
    // Only a sign-up that would be stored counts, against the waiting lists' own quota.
    rateLimit('waitlist', refuse),
    async (c) => {
      const accepted = await acceptWaitlistSignup(c, c.req.valid('json'))
      if (!accepted.ok) return c.json({ error: refusals.unavailable }, 503)
      return c.json({ pending: 'confirmation' as const }, 202)
    },
  )

export default waitlist
