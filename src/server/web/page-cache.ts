import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../settings/env'
import { privacySettingNames } from '../settings/privacy'
import { contentMoment } from '../site-content/facts'
import { isPreview } from '../site-content/preview'
import { buildId, isDevServer } from './build'

/**
 * Browsers revalidate every time (a 304 costs a few hundred bytes); a shared cache in front, such
 * as Cloudflare's, may keep a page five minutes.
 */
export const htmlCacheControl = 'public, max-age=0, s-maxage=300, must-revalidate'

/** A page as first rendered: its body and headers, and the variant it was rendered for. */
type KeptPage = { variant: string; body: ArrayBuffer; headers: Headers }

/**
 * Pages rendered in this isolate, by route: one entry a page, so nothing a client sends (escaped
 * spellings, Host headers, settings) can make it grow. A new variant replaces the old one.
 */
const keptPages = new Map<string, KeptPage>()

/** How many pages this isolate keeps (never more than the site has). */
export const keptPageCount = () => keptPages.size

/** FNV-1a: a short, stable name for a variant, cheap enough to compute on every request. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * Everything that changes what a page renders besides its route: the origin its absolute URLs
 * name, the query (/contact?about=corporate, ?sent=1), the settings the page reads, the build, the
 * year the footer shows, and the version of the school's content it renders with how many of its
 * dates have passed (site-content/facts.ts), so a page changes the minute a deadline ends.
 */
function variantOf(c: Context<AppEnv>, year: number): string {
  const { SITE_ORIGIN, CONTACT_API_ORIGIN, TURNSTILE_SITE_KEY } = c.env
  const { origin, search } = new URL(c.req.url)
  // The privacy notice says how long messages are kept and where copies go.
  const privacy = privacySettingNames.map((name) => c.env[name])
  const mailer = Boolean(c.env.CONTACT_EMAIL)
  // JSON keeps the parts apart whatever they hold: no two settings can run together into one variant.
  return JSON.stringify([
    buildId,
    year,
    origin,
    search,
    SITE_ORIGIN,
    CONTACT_API_ORIGIN,
    TURNSTILE_SITE_KEY,
    mailer,
    ...privacy,
    contentMoment(c.var.content),
  ])
}

/** The ETag is derived from the whole variant: any part of it changing makes a new one. */
const entityTag = (variant: string, year: number) => `"${buildId}-${year}-${shortHash(variant)}"`

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

function keepUntilDone(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (a unit test calling app.request): the promise runs on regardless.
  }
}

/**
 * Mounted for GET (and so HEAD) on the site's page routes only. A path spelt otherwise than its
 * route (`/st%61ck`) is redirected to it. The first visitor gets the streamed render while a copy
 * is kept; later visitors get the copy; a browser holding the current version gets 304. Addresses
 * with a query string (/contact?sent=1) are rendered every time and never kept.
 */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  const route = routePath(c)
  if (url.pathname !== route) return c.redirect(`${route}${url.search}`, 301)
  if (isDevServer) return next() // hot reload changes pages without a new build id
  if (isPreview(c.var.content)) return next() // a draft's preview is never kept nor revalidated

  const year = new Date().getUTCFullYear()
  const variant = variantOf(c, year)
  const etag = entityTag(variant, year)
  const headers = { ETag: etag, 'Cache-Control': htmlCacheControl }
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)

  const cacheable = url.search === ''
  const kept = cacheable ? keptPages.get(route) : undefined
  if (kept?.variant === variant) return new Response(kept.body, { headers: kept.headers })

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
      (body) => keptPages.set(route, { variant, body, headers: keptHeaders }),
      () => {}, // a render that failed midway is not kept; the visitor's stream says why
    ),
  )
}
