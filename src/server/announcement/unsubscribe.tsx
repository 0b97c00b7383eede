/**
 * Leaving a waiting list from the link in its announcement, without signing in (RFC 8058):
 *
 *   GET  /unsubscribe/<token>   a page naming the list, with a button that POSTs here
 *   POST /unsubscribe/<token>   erases the sign-up the token names (its outbox row goes with it)
 *
 * The POST is what a mail client's one-click sends (body `List-Unsubscribe=One-Click`, no cookies,
 * from no page of ours), so the signed token is the only authority and no origin is checked. A GET
 * never erases: link scanners and previews open links. Both answer alike whether the address is
 * still on the list or not; a token this worker did not sign is refused before the database is
 * asked. Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { PageMeta } from '../../shared/content/types'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../components/mail-link-page'
import { announcementContent } from '../content/announcement'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { signupOfToken } from './unsubscribe-token'

const text = announcementContent.unsubscribe

/** The sign-up a request's token names, or null (forged, malformed, or the feature is off). */
async function signupOf(c: Context<AppEnv>) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return signupOfToken(settings.secret, c.req.param('token') ?? '')
}

/** A link this worker did not sign (or any link while the feature is off): 404. */
export const invalidMailLink = (c: Context<AppEnv>, meta: PageMeta = text.meta) =>
  mailLinkPage(
    c,
    { meta, heading: text.invalidHeading, status: 404 },
    <>
      <MailLinkText>{text.invalid}</MailLinkText>
      <MailLinkLink href="/contact">{text.contact}</MailLinkLink>
    </>,
  )

const unsubscribe = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const signup = await signupOf(c)
    if (!signup) return invalidMailLink(c)
    return mailLinkPage(
      c,
      { meta: text.meta, heading: text.heading, status: 200 },
      <>
        <MailLinkText>{text.text(signup.offering)}</MailLinkText>
        <MailLinkAction field={['List-Unsubscribe', 'One-Click']}>{text.confirm}</MailLinkAction>
      </>,
    )
  })
  .post('/:token', async (c) => {
    const signup = await signupOf(c)
    if (!signup) return invalidMailLink(c)
    await c.env.DB.prepare('DELETE FROM waitlist_signups WHERE id = ? AND offering = ?')
      .bind(signup.signupId, signup.offering)
      .run()
    return mailLinkPage(
      c,
      { meta: text.meta, heading: text.doneHeading, status: 200 },
      <MailLinkText>{text.done(signup.offering)}</MailLinkText>,
    )
  })

export default unsubscribe
