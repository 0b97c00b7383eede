// Withdraw and Erase my application, from the applicant's page: each a GET that asks and a POST
// that acts (routes.tsx lists the routes). Pressed twice, each POST answers the same.
import { type Context, Hono } from 'hono'
import { routes } from '../../../shared/routes'
import { invalidMailLink } from '../../announcement/unsubscribe'
import { longDate } from '../../components/fact-formats'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../../components/mail-link-page'
import { applicationPageContent } from '../../content/application-page'
import { deliverOutboxNow } from '../../outbox/deliver'
import { absoluteUrl, siteOrigin } from '../../seo/origin'
import type { AppEnv } from '../../settings/env'
import { BackLink, gone, pagePath, posted } from './answers'
import { eraseApplication } from './erase'
import { applicationOfPageLink } from './link'
import { readApplicantView } from './read'
import { canWithdraw, withdrawApplication } from './withdraw'

const text = applicationPageContent
const { meta } = text

const withdrawAnswer = (c: Context<AppEnv>, outcome: 'withdrawn' | 'closed') => {
  const words = text.withdraw
  const [heading, body] =
    outcome === 'withdrawn' ? [words.doneHeading, words.done] : [words.closedHeading, words.closed]
  return mailLinkPage(
    c,
    { meta: words.meta, heading, status: 200 },
    <>
      <MailLinkText>{body}</MailLinkText>
      <BackLink c={c} />
    </>,
  )
}

const erased = (c: Context<AppEnv>) =>
  mailLinkPage(
    c,
    { meta: text.erase.meta, heading: text.erase.doneHeading, status: 200 },
    <>
      <MailLinkText>{text.erase.done}</MailLinkText>
      <MailLinkLink href={routes.apply.path}>{text.erase.applyAgain}</MailLinkLink>
    </>,
  )

const applicationChanges = new Hono<AppEnv>()
  .get('/:token/withdraw', async (c) => {
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    const view = await readApplicantView(c.env.DB, id)
    if (!view) return gone(c)
    if (view.stage === 'withdrawn') return withdrawAnswer(c, 'withdrawn')
    if (!canWithdraw(view.stage)) return withdrawAnswer(c, 'closed')
    const words = text.withdraw
    return mailLinkPage(
      c,
      { meta: words.meta, heading: words.heading, status: 200 },
      <>
        <MailLinkText>{words.text(longDate(view.cohort))}</MailLinkText>
        <MailLinkAction field={['withdraw', 'yes']}>{words.confirm}</MailLinkAction>
        <BackLink c={c} />
      </>,
    )
  })
  .post('/:token/withdraw', async (c) => {
    const confirmed = await posted(c, 'withdraw')
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    if (!confirmed) return c.redirect(absoluteUrl(siteOrigin(c), `${pagePath(c)}/withdraw`), 303)
    const withdrawal = await withdrawApplication(c.env.DB, id, new Date())
    if (withdrawal.outcome === 'gone') return gone(c)
    if (withdrawal.outcome === 'withdrawn' && withdrawal.cancelledBookings.length > 0)
      c.executionCtx.waitUntil(
        deliverOutboxNow(c.env, { bookingIds: withdrawal.cancelledBookings }),
      )
    return withdrawAnswer(c, withdrawal.outcome)
  })
  .get('/:token/erase', async (c) => {
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    const exists = await c.env.DB.prepare('SELECT 1 FROM applications WHERE id = ?')
      .bind(id)
      .first()
    if (!exists) return gone(c)
    const words = text.erase
    return mailLinkPage(
      c,
      { meta: words.meta, heading: words.heading, status: 200 },
      <>
        <MailLinkText>{words.text}</MailLinkText>
        <MailLinkAction field={['erase', 'yes']}>{words.confirm}</MailLinkAction>
        <BackLink c={c} />
      </>,
    )
  })
  .post('/:token/erase', async (c) => {
    const confirmed = await posted(c, 'erase')
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    if (!confirmed) return c.redirect(absoluteUrl(siteOrigin(c), `${pagePath(c)}/erase`), 303)
    // Erased now or by the first press: the same answer.
    await eraseApplication(c.env.DB, id)
    return erased(c)
  })

export default applicationChanges
