import { vValidator } from '@hono/valibot-validator'
import { type Context, Hono } from 'hono'
import { contactMessageSchema, fieldErrors } from '../../shared/contact'
import type { FormRefusal } from '../../shared/form-refusal'
import { rateLimit, sameSiteCors } from '../forms/defence'
import { formGuards, onlyPost } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { parsableJson } from '../forms/parsable-json'
import { refusalStatus, refuseInJson } from '../forms/refusal'
import type { AppEnv } from '../settings/env'
import { acceptContactMessage } from './accept'
import { acceptanceRefusal } from './acceptance-refusal'
import { maxContactBodyBytes } from './body-limit'

/** What an API client is told for each refusal. */
const refusals: Record<FormRefusal, string> = {
  'cross-site': 'Messages can only be sent from this site',
  limited: 'Too many messages from this address: try again in a minute',
  'too-large': `Messages are limited to ${maxContactBodyBytes} bytes`,
  unsupported: 'Send the message as JSON (application/json)',
  unverified: 'The anti-spam check failed: reload the page and try again',
  unavailable: 'The message could not be stored; please try again later',
}

/**
 * The contact API, JSON only: POST /send stores a message, then answers 201 with its id. Every
 * refusal is JSON naming what to fix; nothing is stored unless the whole message is valid.
 * (A browser without JavaScript posts the form to the contact page instead: contact/form-post.ts.)
 */
const refuse = refuseInJson(refusals)

const contact = new Hono<AppEnv>()
  .use(
    '/send',
    sameSiteCors,
    onlyPost,
    formGuards({ body: 'json', maxBytes: maxContactBodyBytes, refuse }),
    parsableJson(fieldErrors([])),
  )
  .post(
    '/send',
    vValidator('json', contactMessageSchema, (result, c: Context<AppEnv>) => {
      if (!result.success) {
        return c.json({ error: 'Invalid contact message', fields: fieldErrors(result.issues) }, 400)
      }
      const own = ownAddressErrors(c.env, result.output.email)
      if (own) return c.json({ error: 'Invalid contact message', fields: own }, 400)
    }),
    // Only a message that would be stored counts against the visitor's quota.
    rateLimit('contact', refuse),
    async (c) => {
      const accepted = await acceptContactMessage(c, c.req.valid('json'))
      if (!accepted.ok) {
        const refusal = acceptanceRefusal[accepted.reason]
        return c.json({ error: refusals[refusal] }, refusalStatus[refusal])
      }
      return c.json({ id: accepted.id }, 201)
    },
  )

export default contact
