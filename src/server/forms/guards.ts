import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import type { AppEnv } from '../settings/env'
import { sameSiteOnly } from './defence'
import type { Refuse } from './refusal'

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const formType = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i

/** What a form endpoint reads: JSON (the island, API clients) or a browser's own form post. */
export type BodyKind = 'json' | 'form'

const bodyTypes: Record<BodyKind, RegExp> = { json: jsonType, form: formType }

/** 405 for any method but POST, naming the one allowed. */
export const onlyPost: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST') {
    return c.json({ error: 'Use POST to send a message' }, 405, { Allow: 'POST' })
  }
  await next()
}

/** Refuses (415) a body of another type than the endpoint reads. */
const bodyType =
  (kind: BodyKind, refuse: Refuse): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!bodyTypes[kind].test(c.req.header('Content-Type') ?? '')) return refuse(c, 'unsupported')
    await next()
  }

/** Refuses (413) a body over the limit, declared or streamed. */
const limitBody = (maxBytes: number, refuse: Refuse) =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, 'too-large') })

/**
 * The guards every form endpoint stands behind, in order: posts from other sites and bodies of the
 * wrong type or size are refused before a field is read. A refusal that reads the body (to keep
 * what the visitor typed) reads it within the size limit. The rate limit is not here: it counts
 * only posts the schema accepted (forms/defence.ts, `rateLimit` and `overQuota`).
 */
export const formGuards = ({
  body,
  maxBytes,
  refuse,
}: {
  body: BodyKind
  maxBytes: number
  refuse: Refuse
}): MiddlewareHandler<AppEnv> =>
  every(sameSiteOnly(refuse), bodyType(body, refuse), limitBody(maxBytes, refuse))
