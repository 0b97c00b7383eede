import type { Context } from 'hono'
import type { AppEnv } from '../settings/env'

/**
 * The site's public origin for absolute URLs (canonical, sitemap, robots.txt): SITE_ORIGIN when
 * configured, else the origin this request reached, so a preview deployment links to itself.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  return new URL(c.env.SITE_ORIGIN || c.req.url).origin
}

/**
 * An absolute URL of a path on the site: the origin, then the path as it is. Resolving the path
 * against the origin instead would read `//host/…` as another site.
 */
export const absoluteUrl = (origin: string, path: string) =>
  `${new URL(origin).origin}${path.startsWith('/') ? path : `/${path}`}`
