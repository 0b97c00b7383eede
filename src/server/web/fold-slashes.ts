import type { MiddlewareHandler } from 'hono'

/**
 * A path with repeated slashes (`//evil.example.com`, `/stack//`) is redirected to the same path
 * with single ones, on this host. Left alone, URL resolution reads `//host` as another site, and
 * every spelling would be a page of its own.
 */
export const foldSlashes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  if (!url.pathname.includes('//')) return next()
  return c.redirect(`${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`, 301)
}
