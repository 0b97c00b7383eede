import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../settings/env'
import { inboxContent } from '../content/inbox'
import {
  AccessKeysUnavailable,
  type AccessSettings,
  accessCookie,
  accessHeader,
  accessSettings,
  type StaffMember,
  verifyAccessToken,
} from './access'

/** The inbox's Hono environment: the worker's bindings, plus who is signed in. */
export type InboxEnv = AppEnv & { Variables: { staff: StaffMember; access: AccessSettings } }

/**
 * What every answer under /inbox carries, whatever it is (a page, a CSV, a refusal, a 404):
 * nothing is stored by a browser or a shared cache, nothing is indexed or prefetched.
 * A stale ETag set earlier (none should be) is dropped so no cache can revalidate an inbox answer.
 */
export const privateAnswers: MiddlewareHandler<InboxEnv> = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
  c.res.headers.delete('ETag')
  c.res.headers.delete('Speculation-Rules')
}

/** The inbox exists only when Access is configured: otherwise every path under it is a 404. */
export const requireAccessSettings: MiddlewareHandler<InboxEnv> = async (c, next) => {
  const settings = accessSettings(c.env)
  if (!settings) return c.notFound()
  c.set('access', settings)
  await next()
}

/** How long staff are asked to wait when Access's keys could not be fetched ("a minute"). */
const keysRetryAfterSeconds = 60

/**
 * Lets in only a request carrying a token this Access application issued, in the header or the
 * cookie Access uses; 401 without one, 403 with one that fails. The body names no message. When
 * Access's keys cannot be fetched the token is neither good nor bad: 503, try again shortly.
 */
export const requireStaff: MiddlewareHandler<InboxEnv> = async (c, next) => {
  const token = c.req.header(accessHeader) ?? getCookie(c, accessCookie)
  if (!token) return c.text(inboxContent.refused.signIn, 401)
  let staff: StaffMember | null
  try {
    staff = await verifyAccessToken(token, c.var.access)
  } catch (error) {
    if (!(error instanceof AccessKeysUnavailable)) throw error
    console.error(`${error.message}:`, error.cause)
    return c.text(inboxContent.refused.keysUnavailable, 503, {
      'Retry-After': String(keysRetryAfterSeconds),
    })
  }
  if (!staff) return c.text(inboxContent.refused.forbidden, 403)
  c.set('staff', staff)
  await next()
}

/**
 * 403 for a POST another site made: its Origin must be this one, or, without an Origin, the
 * browser must say it is same-origin. Anything that says neither is refused.
 */
export const sameOriginPosts: MiddlewareHandler<InboxEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next()
  const origin = c.req.header('Origin')
  const own = new URL(c.req.url).origin
  const trusted = origin ? origin === own : c.req.header('Sec-Fetch-Site') === 'same-origin'
  if (!trusted) return c.text(inboxContent.refused.forbidden, 403)
  await next()
}
