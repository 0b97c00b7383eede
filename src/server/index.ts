/**
 * The worker: every page of the site and the contact API.
 *
 *   GET  /  /accelerator  /corporate  /technical  /stack  /contact   streamed React pages
 *   GET  /robots.txt  /sitemap.xml  /manifest.webmanifest  /speculation-rules.json
 *   POST /api/contact/send                                          the contact form's endpoint
 *   /inbox/…                                   the staff's inbox, behind Cloudflare Access (inbox/)
 *
 * Every answer carries the security headers (security.ts). Hashed client files (CSS, the island
 * script) are served by Workers Static Assets before this worker runs, with the same headers from
 * _headers. Anything else is a 404 page; a failure is a 500 page that names no internals.
 */
import { Hono } from 'hono'
import { trimTrailingSlash } from 'hono/trailing-slash'
import contact from './api/contact'
import { isDevServer } from './build'
import type { AppEnv } from './env'
import { notFound, onError } from './errors'
import inbox from './inbox'
import { renderer } from './renderer'
import { securityHeaders } from './security'
import siteFiles from './seo/site-files'
import site from './site'

const app = new Hono<AppEnv>()
  .use(securityHeaders({ inlineStyles: isDevServer }))
  .use(trimTrailingSlash())
  .use(renderer)
  // Before the site's pages, so the inbox's own guard answers for every path under /inbox.
  .route('/inbox', inbox)
  .route('/', site)
  .route('/', siteFiles)
  .route('/api/contact', contact)

app.notFound(notFound)
app.onError(onError)

/** The worker's routes, by which the browser's API client is typed (import it with `import type`). */
export type AppType = typeof app

export default app
