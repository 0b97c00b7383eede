import { vValidator } from '@hono/valibot-validator'
import { Hono } from 'hono'
import { contactMessageSchema, fieldErrors } from '../../shared/contact'
import { acceptContactMessage } from '../contact/accept'
import type { AppEnv } from '../env'
import { rateLimit, sameSiteCors, sameSiteOnly } from './defence'
import { formPost } from './form-post'
import { jsonOrForm, limitBody, onlyPost, parsableJson } from './guards'

const refusals = {
  verification: 'The anti-spam check failed: reload the page and try again',
  storage: 'The message could not be stored; please try again later',
} as const

/**
 * The contact API: POST /send stores a message, then answers 201 with its id. Every refusal is
 * JSON naming what to fix; nothing is stored unless the whole message is valid. Requests from
 * other sites and floods from one address are turned away before the body is read.
 */
const contact = new Hono<AppEnv>()
  .use('/send', sameSiteCors, onlyPost, sameSiteOnly, rateLimit, jsonOrForm, limitBody)
  .use('/send', formPost, parsableJson)
  .post(
    '/send',
    vValidator('json', contactMessageSchema, (result, c) => {
      if (!result.success) {
        return c.json({ error: 'Invalid contact message', fields: fieldErrors(result.issues) }, 400)
      }
    }),
    async (c) => {
      const accepted = await acceptContactMessage(c, c.req.valid('json'))
      if (!accepted.ok) return c.json({ error: refusals[accepted.reason] }, accepted.status)
      return c.json({ id: accepted.id }, 201)
    },
  )

export default contact
