import type { Context, MiddlewareHandler } from 'hono'
import { buildId, isDevServer } from './build'
import type { AppEnv } from './env'

/**
 * Browsers revalidate every time (a 304 costs a few hundred bytes); a shared cache in front, such
 * as Cloudflare's, may keep a page five minutes.
 */
export const htmlCacheControl = 'public, max-age=0, s-maxage=300, must-revalidate'

/** A page as first rendered: its body and the headers its render set (type, speculation rules). */
type RenderedPage = { body: ArrayBuffer; headers: Headers }

/** Pages rendered in this isolate, by origin, path, content version and settings. */
const renderedPages = new Map<string, RenderedPage>()

/** A page is the same for every visitor given the build and the year its footer shows. */
const entityTag = () => `"${buildId}-${new Date().getUTCFullYear()}"`

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

/** Everything besides the path that changes what a page renders. */
const cacheKey = (c: Context<AppEnv>, url: URL, etag: string) => {
  const { SITE_ORIGIN, CONTACT_API_ORIGIN, TURNSTILE_SITE_KEY } = c.env
  const settings = [SITE_ORIGIN, CONTACT_API_ORIGIN, TURNSTILE_SITE_KEY].join('|')
  return `${url.origin}${url.pathname}|${etag}|${settings}`
}

function keepUntilDone(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (a unit test calling app.request): the promise runs on regardless.
  }
}

/**
 * The site's pages, rendered once per isolate and content version. The first visitor gets the
 * streamed render while a copy is kept; later visitors get the copy; a browser holding the current
 * version gets 304. Addresses with a query string (/contact?sent=1) are rendered every time.
 */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isDevServer) return next() // hot reload changes pages without a new build id
  const etag = entityTag()
  const headers = { ETag: etag, 'Cache-Control': htmlCacheControl }
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)

  const url = new URL(c.req.url)
  const key = cacheKey(c, url, etag)
  const cacheable = url.search === ''
  const kept = cacheable ? renderedPages.get(key) : undefined
  if (kept) return new Response(kept.body, { status: 200, headers: kept.headers })

  await next()
  if (c.res.status !== 200) return
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  if (!cacheable || !c.res.body) return
  const [toVisitor, toKeep] = c.res.body.tee()
  const keptHeaders = new Headers(c.res.headers)
  keptHeaders.delete('Transfer-Encoding') // the copy is whole, not streamed
  c.res = new Response(toVisitor, c.res)
  keepUntilDone(
    c,
    new Response(toKeep).arrayBuffer().then(
      (body) => renderedPages.set(key, { body, headers: keptHeaders }),
      () => {}, // a render that failed midway is not kept; the visitor's stream says why
    ),
  )
}
