// A proposal request's confirmation mail, and the outbox's sender of it (kind
// 'proposal-confirmation'). It carries nothing the company typed besides the address it goes to
// (a stranger's words never reach a mailbox that did not ask), only the offering and a link signed
// for confirming only (proposal-token.ts).
import type { Offering } from '../../shared/proposal/fields'
import { proposalConfirmationContent } from '../content/proposal-confirmation'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { announcementSettings } from '../settings/announcement'
import { proposalToken } from './proposal-token'

const text = proposalConfirmationContent.email

/** Where a request's confirmation link leads. */
export const proposalConfirmPath = (token: string) => `/proposal/confirm/${token}`

/** The mail as the `send_email` binding's builder takes it. */
export function proposalConfirmationEmail(
  request: { offering: Offering; email: string },
  { from, link }: { from: string; link: string },
): EmailMessageBuilder {
  return {
    from: fromSchool(from),
    to: request.email,
    subject: text.subject,
    text: text.text(proposalConfirmationContent.offerings[request.offering], link),
  }
}

/** The outbox's sender of kind 'proposal-confirmation'; throws (to be retried) when it cannot send. */
export const sendProposalConfirmation: OutboxSender = async (env, item) => {
  const settings = announcementSettings(env)
  if (settings.state !== 'ready') throw new Error(settings.problem)
  const request = await env.DB.prepare(
    'SELECT id, offering, email FROM proposal_requests WHERE id = ? AND confirmed_at IS NULL',
  )
    .bind(item.proposalId)
    .first<{ id: string; offering: Offering; email: string }>()
  // Erased or confirmed after this mail was queued: nothing to send.
  if (!request) return
  const link = `${settings.origin}${proposalConfirmPath(await proposalToken(settings.secret, request.id))}`
  await settings.mailer.send(
    automatic(proposalConfirmationEmail(request, { from: settings.from, link })),
  )
}
