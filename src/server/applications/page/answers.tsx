// What the applicant's page and its Withdraw and Erase steps share: the page's own path, the
// posted button's field, and the small pages they answer with.
import type { Context } from 'hono'
import { routes } from '../../../shared/routes'
import { MailLinkLink, MailLinkText, mailLinkPage } from '../../components/mail-link-page'
import { applicationConfirmationContent } from '../../content/application-confirmation'
import { applicationPageContent } from '../../content/application-page'
import type { AppEnv } from '../../settings/env'

const text = applicationPageContent
const goneText = applicationConfirmationContent.page

/** The page's path, from its token (already checked). */
export const pagePath = (c: Context<AppEnv>) => `/application/${c.req.param('token')}`

/**
 * Whether the posted form says `field=yes`. The body is read whole first in every POST: workerd
 * resets a keep-alive connection whose body was left unread (cloudflare/workerd issues 960, 1741).
 */
export async function posted(c: Context<AppEnv>, field: string) {
  const body = new URLSearchParams(await c.req.text())
  return body.get(field) === 'yes'
}

/** The application is no longer here (erased): 410. */
export const gone = (c: Context<AppEnv>) =>
  mailLinkPage(
    c,
    { meta: text.meta, heading: goneText.goneHeading, status: 410 },
    <>
      <MailLinkText>{goneText.gone}</MailLinkText>
      <MailLinkLink href={routes.apply.path}>{goneText.applyAgain}</MailLinkLink>
    </>,
  )

/** The way back from a step to the page. */
export const BackLink = ({ c }: { c: Context<AppEnv> }) => (
  <MailLinkLink href={pagePath(c)}>{text.back}</MailLinkLink>
)
