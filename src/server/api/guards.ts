import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { fieldErrors } from '../../shared/contact'

/** The largest contact body accepted: the three fields at their limits fit with room to spare. */
export const maxContactBodyBytes = 16 * 1024

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const formType = /^application\/x-www-form-urlencoded\s*(?:;|$)/i

/** Whether a request carries a form post (the no-JavaScript path). */
export const isFormPost = (contentType: string | undefined) => formType.test(contentType ?? '')

/** 405 for any method but POST, naming the one allowed. */
export const onlyPost: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST') {
    return c.json({ error: 'Use POST to send a message' }, 405, { Allow: 'POST' })
  }
  await next()
}

/** 415 unless the body is JSON or a form post. */
export const jsonOrForm: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type')
  if (!jsonType.test(type ?? '') && !isFormPost(type)) {
    return c.json({ error: 'Send the message as JSON (application/json)' }, 415)
  }
  await next()
}

/** 413 for a body over the limit, declared or streamed. */
export const limitBody = bodyLimit({
  maxSize: maxContactBodyBytes,
  onError: (c) => c.json({ error: `Messages are limited to ${maxContactBodyBytes} bytes` }, 413),
})

/** 400 naming every field when a JSON body does not parse: malformed or empty, it holds none. */
export const parsableJson: MiddlewareHandler = async (c, next) => {
  if (isFormPost(c.req.header('Content-Type'))) return next()
  try {
    await c.req.json() // cached: the validator reads the same parse
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error // a body over the limit, say
    return c.json({ error: 'The body is not valid JSON', fields: fieldErrors([]) }, 400)
  }
  await next()
}
