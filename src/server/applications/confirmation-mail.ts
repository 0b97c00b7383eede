// An application's confirmation mail, and the outbox's sender of it (kind
// 'application-confirmation'). It carries nothing the applicant typed besides the address it goes
// to and the cohort they chose, a link signed for confirming only (application-token.ts), and the
// link to the applicant's page, signed for that page only.

import { longDate } from '../components/fact-formats'
import { applicationConfirmationContent } from '../content/application-confirmation'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { announcementSettings } from '../settings/announcement'
import { applicationToken } from './application-token'
import { applicationPagePath } from './page/link'

const text = applicationConfirmationContent.email

/** The mail as the `send_email` binding's builder takes it. */
export function applicationConfirmationEmail(
  application: { cohort: string; email: string },
  { from, link, page }: { from: string; link: string; page: string },
): EmailMessageBuilder {
  return {
    from: fromSchool(from),
    to: application.email,
    subject: text.subject,
    text: text.text(longDate(application.cohort), link, page),
  }
}

/** The outbox's sender of kind 'application-confirmation'; throws (to be retried) when it cannot send. */
export const sendApplicationConfirmation: OutboxSender = async (env, item) => {
  const settings = announcementSettings(env)
  if (settings.state !== 'ready') throw new Error(settings.problem)
  const application = await env.DB.prepare(
    'SELECT id, cohort, email FROM applications WHERE id = ? AND confirmed_at IS NULL',
  )
    .bind(item.applicationId)
    .first<{ id: string; cohort: string; email: string }>()
  // Application erased or confirmed after this mail was queued: nothing to send.
  if (!application) return
  const token = await applicationToken(settings.secret, application.id)
  const link = `${settings.origin}/apply/confirm/${token}`
  const page = `${settings.origin}${await applicationPagePath(settings.secret, application.id)}`
  await settings.mailer.send(
    automatic(applicationConfirmationEmail(application, { from: settings.from, link, page })),
  )
}
