// A waiting-list sign-up's confirmation mail, and the outbox's sender of it (kind
// 'signup-confirmation'). It carries nothing the visitor typed besides the address it goes to,
// and a link signed for confirming only (signup-token.ts): whoever holds the mailbox joins the
// list by pressing the page's button; nobody else can.

import type { Offering } from '../../shared/waitlist-fields'
import { waitlistConfirmationContent } from '../content/waitlist-confirmation'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { announcementSettings } from '../settings/announcement'
import { signupToken } from './signup-token'

const text = waitlistConfirmationContent.email

/** The mail as the `send_email` binding's builder takes it. */
export function signupConfirmationEmail(
  signup: { offering: Offering; email: string },
  { from, link }: { from: string; link: string },
): EmailMessageBuilder {
  return {
    from: fromSchool(from),
    to: signup.email,
    subject: text.subject,
    text: text.text(signup.offering, link),
  }
}

/** The outbox's sender of kind 'signup-confirmation'; throws (to be retried) when it cannot send. */
export const sendSignupConfirmation: OutboxSender = async (env, item) => {
  const settings = announcementSettings(env)
  if (settings.state !== 'ready') throw new Error(settings.problem)
  const signup = await env.DB.prepare(
    'SELECT id, offering, email FROM waitlist_signups WHERE id = ? AND confirmed_at IS NULL',
  )
    .bind(item.signupId)
    .first<{ id: string; offering: Offering; email: string }>()
  // Sign-up erased or confirmed after this mail was queued: nothing to send.
  if (!signup) return
  const token = await signupToken(settings.secret, 'confirm', signup.offering, signup.id)
  const link = `${settings.origin}/confirm/${token}`
  await settings.mailer.send(
    automatic(signupConfirmationEmail(signup, { from: settings.from, link })),
  )
}
