import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { accessSettings } from '../../settings/access'
import { inboxContent } from '../content/inbox'
import { AccessKeysUnavailable, accessCookie, accessHeader, checkAccessToken } from './access'
import type { InboxEnv } from './inbox-env'
import { signInNeeded } from './sign-in-needed'
import { signedOutPage } from './signed-out'

export type { InboxEnv } from './inbox-env'

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
 * A request without a good sign-in: 401 without a token or with one whose session ended (signing
 * in again is the way), 403 with any other. A form this site posted gets a page that keeps what
 * was typed (signed-out.tsx); anything else a page saying how to sign in (sign-in-needed.tsx).
 * Neither names a message.
 */
function refuse(c: Context<InboxEnv>, status: 401 | 403) {
  if (c.req.method === 'POST' && isSameOrigin(c)) return signedOutPage(c, status)
  return signInNeeded(c, c.var.access, status)
}

/**
 * Lets in only a request carrying a token this Access application issued, in the header or the
 * cookie Access uses; otherwise refused (above). When Access's keys cannot be fetched the token
 * is neither good nor bad: 503, try again shortly.
 */
export const requireStaff: MiddlewareHandler<InboxEnv> = async (c, next) => {
  const token = c.req.header(accessHeader) ?? getCookie(c, accessCookie)
  if (!token) return refuse(c, 401)
  let checked: Awaited<ReturnType<typeof checkAccessToken>>
  try {
    checked = await checkAccessToken(token, c.var.access)
  } catch (error) {
    if (!(error instanceof AccessKeysUnavailable)) throw error
    console.error(`${error.message}:`, error.cause)
    return c.text(inboxContent.refused.keysUnavailable, 503, {
      'Retry-After': String(keysRetryAfterSeconds),
    })
  }
  if ('refused' in checked) return refuse(c, checked.refused === 'expired' ? 401 : 403)
  c.set('staff', checked.staff)
  await next()
}

/** Whether a request comes from this site: its Origin, or without one the browser's word. */
function isSameOrigin(c: Context<InboxEnv>) {
  const origin = c.req.header('Origin')
  const own = new URL(c.req.url).origin
  return origin ? origin === own : c.req.header('Sec-Fetch-Site') === 'same-origin'
}

/**
 * 403 for a POST another site made: its Origin must be this one, or, without an Origin, the
 * browser must say it is same-origin. Anything that says neither is refused.
 */
export const sameOriginPosts: MiddlewareHandler<InboxEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next()
  if (!isSameOrigin(c)) return c.text(inboxContent.refused.forbidden, 403)
  await next()
}
