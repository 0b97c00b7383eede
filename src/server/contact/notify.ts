import { contactContent } from '../../shared/content/contact.ts'
import { staffNoticeContent } from '../../shared/content/staff-notices.ts'
import type { OptionalBindings } from '../env.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import { inboxLinkLines, type NoticeContext, noticeContext, noticeTime } from './notice-context.ts'
import type { StoredMessage } from './store.ts'

/** Anything that could end a header line, or hide one, is folded into a space. */
export const oneLine = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim()

/** An address simple enough to answer to; anything else is left out of Reply-To. */
export const plainAddress = /^[^\s<>"@,;:]+@[^\s<>"@,;:]+$/

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
    `About: ${contactContent.form.topics[message.about ?? 'general']}`,
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

/** The email channel's settings: absent (not configured), incomplete (why), or ready to send. */
export type EmailSettings =
  | { state: 'off' }
  | { state: 'incomplete'; problem: string }
  | { state: 'ready'; mailer: SendEmail; from: string; to: string }

/**
 * Notifications are configured by a `send_email` binding (CONTACT_EMAIL) and a recipient
 * (CONTACT_NOTIFY_TO). The sender must then be named too: Email Routing refuses a sender outside
 * the zone's own domain, so guessing one from the recipient only moves the failure out of sight.
 */
export function emailSettings(env: OptionalBindings): EmailSettings {
  const { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: to, CONTACT_NOTIFY_FROM: from } = env
  if (!mailer || !to?.trim()) return { state: 'off' }
  const problem = notifySettingsProblem({ mailer: true, to, from })
  if (problem) return { state: 'incomplete', problem }
  return { state: 'ready', mailer, from: (from as string).trim(), to: to.trim() }
}

/**
 * What is wrong with the notification settings, or undefined. Shared by the worker (each send)
 * and `npm start` (refuses to start), so both say the same thing.
 */
export function notifySettingsProblem(settings: {
  mailer: boolean
  to?: string
  from?: string
}): string | undefined {
  if (!settings.mailer || !settings.to?.trim()) return undefined
  if (!settings.from?.trim()) {
    return 'CONTACT_NOTIFY_FROM is not set: with CONTACT_EMAIL and CONTACT_NOTIFY_TO configured, name the sender (an address on the zone’s Email Routing domain)'
  }
  if (!plainAddress.test(settings.from.trim())) {
    return `CONTACT_NOTIFY_FROM is not an email address: ${JSON.stringify(settings.from)}`
  }
  return undefined
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
