import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from '../env'

/** How long an address waits once it has sent its share (the binding's period, wrangler.toml). */
export const rateLimitPeriodSeconds = 60

/** Origins allowed to send messages: this worker's own, and the site's when it is elsewhere. */
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
 * 403 for a request another site's page made: a foreign Origin, or the browser's own word that it
 * is cross-site. hono/csrf would check form posts only, never JSON, so this checks both.
 */
export const sameSiteOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin')
  const foreignOrigin = origin !== undefined && !allowedOrigins(c).includes(origin)
  if (foreignOrigin || c.req.header('Sec-Fetch-Site') === 'cross-site') {
    return c.json({ error: 'Messages can only be sent from this site' }, 403)
  }
  await next()
}

/**
 * 429 with Retry-After once an address (CF-Connecting-IP, set by Cloudflare's edge) has sent its
 * share this minute. The address is only a key for the limiter: it is never stored.
 */
export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.CONTACT_RATE_LIMITER.limit({ key: address })
  if (!success) {
    return c.json({ error: 'Too many messages from this address: try again in a minute' }, 429, {
      'Retry-After': String(rateLimitPeriodSeconds),
    })
  }
  await next()
}
