import { vValidator } from '@hono/valibot-validator'
import { Hono } from 'hono'
import { contactMessageSchema, fieldErrors } from '../../shared/contact'
import { notifyProvider } from '../contact/notify'
import { storeContactMessage } from '../contact/store'
import type { AppEnv } from '../env'
import { formPost } from './form-post'
import { jsonOrForm, limitBody, onlyPost, parsableJson } from './guards'

/**
 * The contact API: POST /send stores a message, then answers 201 with its id. Every refusal is
 * JSON naming what to fix; nothing is stored unless the whole message is valid.
 */
const contact = new Hono<AppEnv>()
  .use('/send', onlyPost, jsonOrForm, limitBody, formPost, parsableJson)
  .post(
    '/send',
    vValidator('json', contactMessageSchema, (result, c) => {
      if (!result.success) {
        return c.json({ error: 'Invalid contact message', fields: fieldErrors(result.issues) }, 400)
      }
    }),
    async (c) => {
      const message = c.req.valid('json')
      let id: string
      try {
        id = await storeContactMessage(c.env.DB, message, {
          userAgent: c.req.header('User-Agent') ?? null,
        })
      } catch (error) {
        console.error('Storing a contact message failed:', error)
        return c.json({ error: 'The message could not be stored; please try again later' }, 503)
      }
      c.executionCtx.waitUntil(notifyProvider(c.env, { ...message, id }))
      return c.json({ id }, 201)
    },
  )

export default contact
