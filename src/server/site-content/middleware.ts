import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../settings/env'
import { readLiveContent } from './live'

/**
 * Mounted before the page cache on the site's pages: the live content for the page to render and
 * for the cache's variant (the version), from this isolate's memory or, every few seconds, D1.
 */
export const siteContent: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('content', await readLiveContent(c.env.DB))
  await next()
}
