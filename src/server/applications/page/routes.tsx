/**
 * The applicant's page, from the signed link in the confirmation mail, without an account:
 *
 *   GET  /application/<token>            where it stands: stage, next step, call, messages
 *   POST /application/<token>            confirm=yes: confirms it (then 303 back to the page)
 *   GET  /application/<token>/withdraw   asks first; POST withdraw=yes withdraws it
 *   GET  /application/<token>/erase      asks first; POST erase=yes erases it
 *
 * A GET never changes anything (mailbox scanners open every link in a mail); each POST, pressed
 * twice, answers the same. A token this worker did not sign for the page is refused before the
 * database is asked. Nothing here is cached or indexed. The call's booking page and calendar file
 * (`<token>/call`, `<token>/call.ics`) are the calls' own routes.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { routes } from '../../../shared/routes'
import { invalidMailLink } from '../../announcement/unsubscribe'
import { longDate } from '../../components/fact-formats'
import {
  MailLinkAction,
  MailLinkLink,
  MailLinkText,
  mailLinkPage,
} from '../../components/mail-link-page'
import { applicationConfirmationContent } from '../../content/application-confirmation'
import { applicationPageContent } from '../../content/application-page'
import { absoluteUrl, siteOrigin } from '../../seo/origin'
import type { AppEnv } from '../../settings/env'
import { eraseApplication } from './erase'
import { applicationOfPageLink } from './link'
import { readApplicantView } from './read'
import { ApplicantPage } from './view'
import { canWithdraw, type Withdrawal, withdrawApplication } from './withdraw'

const text = applicationPageContent
const { meta } = text
const goneText = applicationConfirmationContent.page

const pagePath = (c: Context<AppEnv>) => `/application/${c.req.param('token')}`

/** The posted form's `field`, read whole (workerd resets a connection whose body was left unread). */
async function posted(c: Context<AppEnv>, field: string) {
  const body = new URLSearchParams(await c.req.text())
  return body.get(field) === 'yes'
}

const gone = (c: Context<AppEnv>) =>
  mailLinkPage(
    c,
    { meta, heading: goneText.goneHeading, status: 410 },
    <>
      <MailLinkText>{goneText.gone}</MailLinkText>
      <MailLinkLink href={routes.apply.path}>{goneText.applyAgain}</MailLinkLink>
    </>,
  )

const backLink = (c: Context<AppEnv>) => <MailLinkLink href={pagePath(c)}>{text.back}</MailLinkLink>

const withdrawAnswer = (c: Context<AppEnv>, outcome: Exclude<Withdrawal, 'gone'>) => {
  const words = text.withdraw
  const [heading, body] =
    outcome === 'withdrawn' ? [words.doneHeading, words.done] : [words.closedHeading, words.closed]
  return mailLinkPage(
    c,
    { meta: words.meta, heading, status: 200 },
    <>
      <MailLinkText>{body}</MailLinkText>
      {backLink(c)}
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
      const confirmed = await c.env.DB.prepare(
        'UPDATE applications SET confirmed_at = COALESCE(confirmed_at, ?1) WHERE id = ?2 RETURNING id',
      )
        .bind(new Date().toISOString(), id)
        .first()
      if (!confirmed) return gone(c)
    }
    return c.redirect(absoluteUrl(siteOrigin(c), pagePath(c)), 303)
  })
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
        {backLink(c)}
      </>,
    )
  })
  .post('/:token/withdraw', async (c) => {
    const confirmed = await posted(c, 'withdraw')
    const id = await applicationOfPageLink(c)
    if (!id) return invalidMailLink(c, meta)
    if (!confirmed) return c.redirect(absoluteUrl(siteOrigin(c), `${pagePath(c)}/withdraw`), 303)
    const outcome = await withdrawApplication(c.env.DB, id, new Date())
    return outcome === 'gone' ? gone(c) : withdrawAnswer(c, outcome)
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
        {backLink(c)}
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

export default applicantPage
