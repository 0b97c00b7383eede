import { contactContent } from '../../shared/content/contact.ts'
import { staffNoticeContent } from '../content/staff-notices.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import { emailSettings } from '../settings/email.ts'
import type { OptionalBindings } from '../settings/env.ts'
import { oneLine, plainAddress } from '../utils/header-values.ts'
import { inboxLinkLines, type NoticeContext, noticeContext, noticeTime } from './notice-context.ts'
import type { StoredMessage } from './store.ts'

/**
 * A plain-text notification of one stored message, in the `send_email` binding's builder form:
 * the binding composes the MIME (encoded words, line lengths), so the visitor's words are only
 * ever values of fields, never header lines. The message id travels in the text, so a reader
 * (or a filter) can tell a retried copy from a new message. Its time reads in the inbox's zone,
 * and a link opens the message in the inbox (notice-context.ts).
 */
export function notificationEmail(
  message: StoredMessage,
  { from, to }: { from: string; to: string },
  context: NoticeContext,
): EmailMessageBuilder {
  const text = [
    `New message from the contact form (id ${message.id}, received ${noticeTime(context, message.receivedAt)})`,
    ...inboxLinkLines(context, message.id),
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    // What it is about, in the form's words, so a corporate lead stands out in the mailbox.
    `About: ${contactContent.form.aboutWords[message.about ?? 'general']}`,
    '',
    message.message,
  ].join('\n')
  const email = oneLine(message.email)
  return {
    from: fromSchool(from),
    to,
    ...(plainAddress.test(email) ? { replyTo: email } : {}),
    subject: staffNoticeContent.subject(`Contact form: ${oneLine(message.name)}`, message.about),
    text,
  }
}

/**
 * Sends the notification email of one message. Resolves once the binding accepted it; throws
 * when the channel is not (or no longer) fully configured, or the binding refuses.
 */
export async function sendNotificationEmail(
  env: OptionalBindings,
  message: StoredMessage,
): Promise<void> {
  const settings = emailSettings(env)
  if (settings.state === 'off') throw new Error('email notifications are not configured')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  await settings.mailer.send(automatic(notificationEmail(message, settings, noticeContext(env))))
}
