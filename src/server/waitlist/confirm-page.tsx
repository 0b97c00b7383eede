/**
 * Confirming a waiting-list sign-up from the link in its confirmation mail, without signing in:
 *
 *   GET  /confirm/<token>   a page naming the list, with a button that POSTs here
 *   POST /confirm/<token>   the sign-up the token names joins its list
 *
 * A GET never confirms: mailbox scanners (Safe Links and its kind) open every link in a mail, some
 * in a full browser, so a sign-up confirmed by opening its link would be confirmed by the victim's
 * own mail filter (RFC 8058 reasons the same for unsubscribing). The signed token is the only
 * authority: a token this worker did not sign is refused before the database is asked. A sign-up
 * past its days (or erased) says the link expired; pressed twice, the button answers the same.
 * Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { routes } from '../../shared/routes'
import { invalidMailLink } from '../announcement/unsubscribe'
import { unsubscribeToken } from '../announcement/unsubscribe-token'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../components/mail-link-page'
import { waitlistConfirmationContent } from '../content/waitlist-confirmation'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { confirmSignup } from './expiry'
import { signupOfToken } from './signup-token'

const text = waitlistConfirmationContent.page
const { meta } = text

/** The secret and the sign-up a token names, or null (forged, malformed, or mail off). */
async function signupOf(c: Context<AppEnv>, token: string) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  const signup = await signupOfToken(settings.secret, 'confirm', token)
  return signup && { ...signup, secret: settings.secret }
}

const confirmPage = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const signup = await signupOf(c, c.req.param('token'))
    if (!signup) return invalidMailLink(c, meta)
    return mailLinkPage(
      c,
      { meta, heading: text.heading, status: 200 },
      <>
        <MailLinkText>{text.text(signup.offering)}</MailLinkText>
        <MailLinkAction field={['confirm', 'yes']}>{text.confirm}</MailLinkAction>
      </>,
    )
  })
  .post('/:token', async (c) => {
    // The button's form field says nothing the token does not, but it is read all the same:
    // workerd closes a keep-alive connection whose request body was left unread, and the
    // browser's next request on it is reset (cloudflare/workerd issues 960 and 1741).
    await c.req.text()
    const signup = await signupOf(c, c.req.param('token'))
    if (!signup) return invalidMailLink(c, meta)
    if (!(await confirmSignup(c.env.DB, signup, new Date()))) {
      return mailLinkPage(
        c,
        { meta, heading: text.expiredHeading, status: 410 },
        <>
          <MailLinkText>{text.expired(signup.offering)}</MailLinkText>
          <MailLinkLink href={`${routes[signup.offering].path}#waitlist`}>
            {text.signUpAgain(signup.offering)}
          </MailLinkLink>
        </>,
      )
    }
    const leave = await unsubscribeToken(signup.secret, signup.offering, signup.signupId)
    return mailLinkPage(
      c,
      { meta, heading: text.doneHeading, status: 200 },
      <>
        <MailLinkText>{text.done(signup.offering)}</MailLinkText>
        <MailLinkLink href={`/unsubscribe/${leave}`}>{text.leave}</MailLinkLink>
      </>,
    )
  })

export default confirmPage
