import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from '../settings/env'
import { rateLimitKey } from './address-key'
import type { Refuse } from './refusal'

/** How long an address waits once it has sent its share (the binding's period, wrangler.toml). */
export const rateLimitPeriodSeconds = 60

/** Origins allowed to post forms: this worker's own, and the site's when it is elsewhere. */
function allowedOrigins(c: Context<AppEnv>): string[] {
  const own = new URL(c.req.url).origin
  return c.env.SITE_ORIGIN ? [own, new URL(c.env.SITE_ORIGIN).origin] : [own]
}

/**
 * CORS for a site served from another origin than this API (CONTACT_API_ORIGIN on the site's
 * side, SITE_ORIGIN on the API's): that origin, with credentials, and nobody else.
 */
export const sameSiteCors: MiddlewareHandler<AppEnv> = cors({
  origin: (origin, c) => (allowedOrigins(c).includes(origin) ? origin : null),
  allowMethods: ['POST'],
  allowHeaders: ['Content-Type'],
  credentials: true,
  maxAge: 600,
})

/**
 * Refuses a post another site's page made. An Origin header decides when present: an allowed one
 * passes even when the browser calls it cross-site (a site and its API on two registrable domains),
 * any other is refused. Without one, the browser's own `Sec-Fetch-Site: cross-site` refuses.
 * hono/csrf would check form posts only, never JSON, so this checks both.
 */
export const sameSiteOnly =
  (refuse: Refuse): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const origin = c.req.header('Origin')
    const crossSite =
      origin !== undefined
        ? !allowedOrigins(c).includes(origin)
        : c.req.header('Sec-Fetch-Site') === 'cross-site'
    if (crossSite) return refuse(c, 'cross-site')
    await next()
  }

/** The forms with a quota of their own (wrangler.toml's rate-limiting bindings). */
export type QuotaForm = 'contact' | 'waitlist' | 'application' | 'proposal'

const limiters = {
  contact: (env) => env.CONTACT_RATE_LIMITER,
  waitlist: (env) => env.WAITLIST_RATE_LIMITER,
  application: (env) => env.APPLICATION_RATE_LIMITER,
  proposal: (env) => env.PROPOSAL_RATE_LIMITER,
} as const satisfies Record<QuotaForm, (env: AppEnv['Bindings']) => RateLimit>

/**
 * Refuses (429, with Retry-After) once a visitor has sent its share this minute. The visitor is
 * what it controls: an IPv4 address, or an IPv6 /64 (address-key.ts). Never stored. It runs only
 * for a post that would be stored (after the schema accepted it), so a visitor refused for a typo
 * has used none of the quota, and each form counts against its own binding: a sign-up to a
 * waiting list is never refused because of messages sent.
 */
export const rateLimit =
  (form: QuotaForm, refuse: Refuse): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (await overQuota(c, form)) return refuse(c, 'limited')
    await next()
  }

/** Counts this post against the visitor's quota for the form; true (and Retry-After) when over. */
export async function overQuota(c: Context<AppEnv>, form: QuotaForm): Promise<boolean> {
  const key = rateLimitKey(c.req.header('CF-Connecting-IP'))
  const { success } = await limiters[form](c.env).limit({ key })
  if (success) return false
  c.header('Retry-After', String(rateLimitPeriodSeconds))
  return true
}
