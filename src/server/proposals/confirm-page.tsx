/**
 * Confirming a proposal request from the link in its confirmation mail, without signing in:
 *
 *   GET  /proposal/confirm/<token>   a page naming the offering, with a button that POSTs here
 *   POST /proposal/confirm/<token>   the request the token names is confirmed (confirmed_at), and
 *                                    the staff told of it (confirm.ts)
 *
 * A GET never confirms: mailbox scanners open every link in a mail, so a request confirmed by
 * opening its link would be confirmed by a stranger's mail filter. The signed token is the only
 * authority: one this worker did not sign is refused before the database is asked. Pressed twice,
 * the button answers the same. Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Offering } from '../../shared/proposal/fields'
import { routes } from '../../shared/routes'
import { invalidMailLink } from '../announcement/unsubscribe'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../components/mail-link-page'
import { proposalConfirmationContent } from '../content/proposal-confirmation'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { confirmProposalRequest } from './confirm'
import { proposalOfToken } from './proposal-token'

const text = proposalConfirmationContent.page
const { meta } = text

/** The request a token names, or null (forged, malformed, or mail off). */
async function proposalIdOf(c: Context<AppEnv>) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return proposalOfToken(settings.secret, c.req.param('token') ?? '')
}

const gone = (c: Context<AppEnv>) =>
  mailLinkPage(
    c,
    { meta, heading: text.goneHeading, status: 410 },
    <>
      <MailLinkText>{text.gone}</MailLinkText>
      <MailLinkLink href={`${routes.corporate.path}#proposal`}>{text.askAgain}</MailLinkLink>
    </>,
  )

const confirmProposal = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const id = await proposalIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    const request = await c.env.DB.prepare('SELECT offering FROM proposal_requests WHERE id = ?')
      .bind(id)
      .first<{ offering: Offering }>()
    if (!request) return gone(c)
    return mailLinkPage(
      c,
      { meta, heading: text.heading, status: 200 },
      <>
        <MailLinkText>
          {text.text(proposalConfirmationContent.offerings[request.offering])}
        </MailLinkText>
        <MailLinkAction field={['confirm', 'yes']}>{text.confirm}</MailLinkAction>
      </>,
    )
  })
  .post('/:token', async (c) => {
    // Read the body all the same: workerd resets a keep-alive connection whose body was left
    // unread (cloudflare/workerd issues 960 and 1741).
    await c.req.text()
    const id = await proposalIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    if (!(await confirmProposalRequest(c, id))) return gone(c)
    return mailLinkPage(
      c,
      { meta, heading: text.doneHeading, status: 200 },
      <MailLinkText>{text.done}</MailLinkText>,
    )
  })

export default confirmProposal
