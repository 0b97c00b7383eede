// A message about an application as the applicant receives it (outbox kind
// 'application-message'): from the school, its Reply-To the application's signed reply address
// (an answer joins the application's conversation: answer-receive.ts), its text ending with the
// link to the applicant's page. A message a member of staff sent (a stage's message they
// previewed, one they wrote) is a person's mail, as a reply is (conversation/reply-mail.ts); one
// no person wrote (author 'school') is marked as the school's automatic mail (RFC 3834).
import { applicationConversationContent } from '../../content/application-conversation.ts'
import { applicationReplyAddress } from '../../conversation/reply-token.ts'
import { automatic } from '../../outbox/auto-submitted.ts'
import { fromSchool } from '../../outbox/from-school.ts'
import type { OutboxSender } from '../../outbox/item.ts'
import { linkOrigin } from '../../settings/announcement.ts'
import { conversationSettings } from '../../settings/conversation.ts'
import type { OptionalBindings } from '../../settings/env.ts'
import { oneLine } from '../../utils/header-values.ts'
import { applicationToken } from '../application-token.ts'

/** The author of a message no person wrote. */
export const schoolAuthor = 'school'

type MessageRow = {
  subject: string
  body: string
  author: string
  application_id: string
  email: string
}

/** What the mail needs besides the message, or a throw naming what is missing (to be retried). */
function messageSettings(env: OptionalBindings) {
  const settings = conversationSettings(env)
  if (settings.state === 'off')
    throw new Error('the conversation is off: SCHOOL_MAIL_FROM is not set')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  const link = linkOrigin(env.SITE_ORIGIN)
  if ('problem' in link) {
    throw new Error(
      "SITE_ORIGIN must be set to the site's https:// origin: a message about an application links to the applicant's page",
    )
  }
  return { ...settings, origin: link.origin }
}

/** The message as the `send_email` binding's builder takes it. */
export function applicationMessageEmail(
  message: MessageRow,
  header: { from: EmailAddress; replyTo: string },
  pageLink: string,
): EmailMessageBuilder {
  const mail = {
    ...header,
    to: oneLine(message.email),
    subject: oneLine(message.subject) || applicationConversationContent.message.subject,
    text: `${message.body}\n${applicationConversationContent.message.footer(pageLink)}`,
  }
  return message.author === schoolAuthor ? automatic(mail) : mail
}

/** The outbox's sender of kind 'application-message'. */
export const mailApplicationMessage: OutboxSender = async (env, item) => {
  const message = await env.DB.prepare(
    `SELECT e.subject, e.body, e.author, e.application_id, a.email
     FROM application_entries e JOIN applications a ON a.id = e.application_id
     WHERE e.id = ? AND e.kind = 'message'`,
  )
    .bind(item.applicationEntryId)
    .first<MessageRow>()
  // Application erased after the outbox claimed this job: nothing to send.
  if (!message) return
  const settings = messageSettings(env)
  const id = message.application_id
  const header = {
    from: fromSchool(settings.from),
    replyTo: await applicationReplyAddress(settings.secret, id, settings.replyDomain),
  }
  const page = `${settings.origin}/application/${await applicationToken(settings.secret, id, 'page')}`
  await settings.mailer.send(applicationMessageEmail(message, header, page))
}
