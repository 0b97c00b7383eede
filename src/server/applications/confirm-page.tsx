/**
 * Confirming an application from the link in its confirmation mail, without signing in:
 *
 *   GET  /apply/confirm/<token>   a page naming the cohort, with a button that POSTs here
 *   POST /apply/confirm/<token>   the application the token names is confirmed (confirmed_at),
 *                                 and the staff told of it (confirm.ts)
 *
 * A GET never confirms: mailbox scanners open every link in a mail, some in a full browser, so an
 * application confirmed by opening its link would be confirmed by a stranger's mail filter. The
 * signed token is the only authority: one this worker did not sign is refused before the
 * database is asked. Pressed twice, the button answers the same. Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { routes } from '../../shared/routes'
import { invalidMailLink } from '../announcement/unsubscribe'
import { longDate } from '../components/fact-formats'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../components/mail-link-page'
import { applicationConfirmationContent } from '../content/application-confirmation'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { applicationOfToken } from './application-token'
import { confirmApplicationByAddress } from './confirm'
import { applicationPagePath } from './page/link'

const text = applicationConfirmationContent.page
const { meta } = text

/** The application a token names, or null (forged, malformed, or mail off). */
async function applicationIdOf(c: Context<AppEnv>) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return applicationOfToken(settings.secret, c.req.param('token') ?? '')
}

const gone = (c: Context<AppEnv>) =>
  mailLinkPage(
    c,
    { meta, heading: text.goneHeading, status: 410 },
    <>
      <MailLinkText>{text.gone}</MailLinkText>
      <MailLinkLink href={routes.apply.path}>{text.applyAgain}</MailLinkLink>
    </>,
  )

const confirmApplication = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const id = await applicationIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    const application = await c.env.DB.prepare('SELECT cohort FROM applications WHERE id = ?')
      .bind(id)
      .first<{ cohort: string }>()
    if (!application) return gone(c)
    return mailLinkPage(
      c,
      { meta, heading: text.heading, status: 200 },
      <>
        <MailLinkText>{text.text(longDate(application.cohort))}</MailLinkText>
        <MailLinkAction field={['confirm', 'yes']}>{text.confirm}</MailLinkAction>
      </>,
    )
  })
  .post('/:token', async (c) => {
    // Read the body all the same: workerd resets a keep-alive connection whose body was left
    // unread (cloudflare/workerd issues 960 and 1741).
    await c.req.text()
    const id = await applicationIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    const confirmed = await confirmApplicationByAddress(c, id)
    if (!confirmed) return gone(c)
    const settings = announcementSettings(c.env)
    const page = settings.state === 'ready' && (await applicationPagePath(settings.secret, id))
    return mailLinkPage(
      c,
      { meta, heading: text.doneHeading, status: 200 },
      <>
        <MailLinkText>{text.done(longDate(confirmed.cohort))}</MailLinkText>
        {page && <MailLinkLink href={page}>{text.pageLink}</MailLinkLink>}
      </>,
    )
  })

export default confirmApplication
