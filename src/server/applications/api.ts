import { vValidator } from '@hono/valibot-validator'
import { type Context, Hono } from 'hono'
import { applicationFieldErrors, applicationSchema } from '../../shared/application'
import type { FormRefusal } from '../../shared/form-refusal'
import { rateLimit, sameSiteCors } from '../forms/defence'
import { formGuards, onlyPost } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { parsableJson } from '../forms/parsable-json'
import { refusalStatus, refuseInJson } from '../forms/refusal'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'
import { readLiveContent } from '../site-content/live'
import { acceptApplication } from './accept'
import { maxApplicationBodyBytes } from './body-limit'

/** What an API client is told for each refusal. */
const refusals: Record<FormRefusal, string> = {
  'cross-site': 'Applications can only be sent from this site',
  limited: 'Too many forms from this address: try again in a minute',
  'too-large': `Applications are limited to ${maxApplicationBodyBytes} bytes`,
  unsupported: 'Send the application as JSON (application/json)',
  unverified: 'The anti-spam check failed: reload the page and try again',
  unavailable: 'The application could not be stored; please try again later',
}

/**
 * The applications' API, JSON only: POST / takes an application for a cohort open at this
 * instant and answers 201 `{ status: 'received' }` (a link to confirm it is mailed to its
 * address); 200 `{ status: 'replaced' }` when the mailbox's earlier application to that cohort
 * is not confirmed yet (its details are now these), or `{ status: 'duplicate' }` when it is
 * (that one stands): one application a cohort. A cohort closed or full is the cohort field's 400, with `next`, the open
 * cohort offered instead. Behind the contact form's guards, with a quota of its own; a browser
 * without JavaScript posts to /apply instead (applications/form-post.ts).
 */
const refuse = refuseInJson(refusals)

const applications = new Hono<AppEnv>()
  .use(
    '/',
    sameSiteCors,
    onlyPost,
    formGuards({ body: 'json', maxBytes: maxApplicationBodyBytes, refuse }),
    parsableJson(applicationFieldErrors([])),
  )
  .post(
    '/',
    vValidator('json', applicationSchema, (result, c: Context<AppEnv>) => {
      if (!result.success) {
        const fields = applicationFieldErrors(result.issues)
        return c.json({ error: 'Invalid application', fields }, 400)
      }
      const own = ownAddressErrors(c.env, result.output.email)
      if (own) return c.json({ error: 'Invalid application', fields: own }, 400)
    }),
    // Only an application that would be stored counts against the visitor's quota.
    rateLimit('application', refuse),
    async (c) => {
      const facts = factsOf(await readLiveContent(c.env.DB))
      const accepted = await acceptApplication(c, c.req.valid('json'), facts)
      if (accepted.ok) {
        const { cohort } = c.req.valid('json')
        if (accepted.replaced) return c.json({ status: 'replaced' as const, cohort }, 200)
        if (accepted.duplicate) return c.json({ status: 'duplicate' as const, cohort }, 200)
        return c.json({ status: 'received' as const, cohort }, 201)
      }
      if (accepted.reason === 'cohort') {
        const fields = { cohort: accepted.message }
        return c.json({ error: accepted.message, fields, next: accepted.next ?? null }, 400)
      }
      const refusal = accepted.reason === 'verification' ? 'unverified' : 'unavailable'
      return c.json({ error: refusals[refusal] }, refusalStatus[refusal])
    },
  )

export default applications
