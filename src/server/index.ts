/**
 * The worker: every page of the site and the contact API.
 *
 *   GET  /  /accelerator  /corporate  /technical  /stack  /contact   streamed React pages
 *   GET  /privacy                                   the privacy notice, linked from every footer
 *   GET  /apply                         the application form, ?cohort=<start date> chosen first
 *   POST /contact  /corporate  /technical  /apply                   forms without JavaScript
 *   POST /corporate/proposal  /technical/proposal     a company's proposal request, without JavaScript
 *   GET  /photos/<id>/<size>.webp      an instructor's photo, while the published content names it
 *   GET  /robots.txt  /sitemap.xml  /manifest.webmanifest  /speculation-rules.json
 *   POST /api/contact/send  /api/waitlist/join  /api/applications    the forms' JSON API
 *   POST /api/proposals/send                        a company's proposal request, as JSON
 *   GET|POST /unsubscribe/<token>        leaving a waiting list from its announcement (announcement/)
 *   GET|POST /confirm/<token>            joining a waiting list from its confirmation mail (waitlist/)
 *   GET|POST /apply/confirm/<token>      confirming an application from its mail (applications/)
 *   GET|POST /proposal/confirm/<token>   confirming a proposal request from its mail (proposals/)
 *   GET|POST /application/<token>[/withdraw|/erase]  the applicant's page (applications/page/)
 *   GET|POST /application/<token>/call[.ics|/cancel] booking the application's call (calls/)
 *   scheduled (Cron Trigger, every minute)   outbox retries, reminders, retention, photos' sweep
 *   email (Email Routing, reply+<token>@…)   an answer into its thread (conversation/, applications/mail/)
 *   /inbox/…                                 the staff's inbox, behind Cloudflare Access (inbox/)
 *
 * Every answer carries the security headers (security.ts). Hashed client files (CSS, the island
 * script) are served by Workers Static Assets before this worker runs, with the same headers from
 * _headers. Anything else is a 404 page; a failure is a 500 page that names no internals.
 */
import { Hono } from 'hono'
import { trimTrailingSlash } from 'hono/trailing-slash'
import unsubscribe from './announcement/unsubscribe'
import applications from './applications/api'
import confirmApplication from './applications/confirm-page'
import applicantPage from './applications/page/routes'
import callPage from './calls/call-page'
import contact from './contact/api'
import { receiveAnswer } from './conversation/receive-answer'
import inbox from './inbox'
import proposals from './proposals/api'
import confirmProposal from './proposals/confirm-page'
import { scheduled } from './scheduled'
import siteFiles from './seo/site-files'
import type { AppEnv, Bindings } from './settings/env'
import photos from './site-content/photos'
import waitlist from './waitlist/api'
import confirmPage from './waitlist/confirm-page'
import { isDevServer } from './web/build'
import { notFound, onError } from './web/errors'
import { foldSlashes } from './web/fold-slashes'
import { renderer } from './web/renderer'
import { securityHeaders } from './web/security'
import site from './web/site'

/** The site and its API, as a Hono app (tests call `app.request`). */
export const app = new Hono<AppEnv>()
  .use(securityHeaders({ inlineStyles: isDevServer }))
  .use(foldSlashes)
  .use(trimTrailingSlash())
  .use(renderer)
  // Before the site's pages, so the inbox's own guard answers for every path under /inbox.
  .route('/inbox', inbox)
  .route('/unsubscribe', unsubscribe)
  .route('/confirm', confirmPage)
  .route('/apply/confirm', confirmApplication)
  .route('/proposal/confirm', confirmProposal)
  .route('/application', callPage)
  .route('/application', applicantPage)
  .route('/photos', photos)
  .route('/', site)
  .route('/', siteFiles)
  .route('/api/contact', contact)
  .route('/api/waitlist', waitlist)
  .route('/api/applications', applications)
  .route('/api/proposals', proposals)

app.notFound(notFound)
app.onError(onError)

/** The worker's routes, by which the browser's API client is typed (import it with `import type`). */
export type AppType = typeof app

/**
 * The worker: Hono answers requests, the scheduled handler runs the Cron Trigger's job, the email
 * handler takes visitors' answers from Email Routing.
 */
export default {
  fetch: app.fetch,
  scheduled,
  email: receiveAnswer,
} satisfies ExportedHandler<Bindings>
