/**
 * The applicant's page, from the signed link in the confirmation mail, without an account:
 *
 *   GET  /application/<token>            where it stands: stage, next step, call, messages
 *   POST /application/<token>            confirm=yes: confirms it, staff told (303 back to the page)
 *   GET  /application/<token>/withdraw   asks first; POST withdraw=yes withdraws it
 *   GET  /application/<token>/erase      asks first; POST erase=yes erases it
 *
 * A GET never changes anything (mailbox scanners open every link in a mail); each POST, pressed
 * twice, answers the same. A token this worker did not sign for the page is refused before the
 * database is asked. Nothing here is cached or indexed. The call's booking page and calendar file
 * (`<token>/call`, `<token>/call.ics`) are the calls' own routes.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { invalidMailLink } from '../../announcement/unsubscribe'
import { applicationPageContent } from '../../content/application-page'
import { absoluteUrl, siteOrigin } from '../../seo/origin'
import type { AppEnv } from '../../settings/env'
import { confirmApplicationByAddress } from '../confirm'
import { gone, pagePath, posted } from './answers'
import applicationChanges from './changes'
import { applicationOfPageLink } from './link'
import { readApplicantView } from './read'
import { ApplicantPage } from './view'

const { meta } = applicationPageContent

const applicantPage = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    const view = await readApplicantView(c.env.DB, id)
    if (!view) return gone(c)
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex, nofollow')
    return c.render(<ApplicantPage view={view} path={pagePath(c)} />, { meta, noindex: true })
  })
  .post('/:token', async (c) => {
    const confirm = await posted(c, 'confirm')
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    if (confirm) {
      if (!(await confirmApplicationByAddress(c, id))) return gone(c)
    }
    return c.redirect(absoluteUrl(siteOrigin(c), pagePath(c)), 303)
  })
  .route('/', applicationChanges)

export default applicantPage
