import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../settings/env'
import { readLiveContent } from './live'
import { previewOf } from './preview'

/** The header that names the content version a page was rendered from (the editor reads it). */
export const contentVersionHeader = 'Content-Version'

/**
 * Mounted before the page cache on the site's pages: the live content for the page to render and
 * for the cache's variant (the version), from this isolate's memory or, every few seconds, D1. A
 * draft's preview (preview.ts) brings its own content, and no page of it is kept.
 */
export const siteContent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const content = previewOf(c.req.raw)?.content ?? (await readLiveContent(c.env.DB))
  c.set('content', content)
  await next()
  c.res.headers.set(contentVersionHeader, String(content.version))
}
