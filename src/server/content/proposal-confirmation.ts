// The words of a proposal request's confirmation: the mail with its link, and the public page the
// link opens (docs/architecture.md, "Proposal requests").
import type { PageMeta } from '../../shared/content/types'
import { confirmationDays } from '../../shared/waitlist-fields'

export const proposalConfirmationContent = {
  email: {
    subject: 'Confirm your proposal request · Lumen Code Academy',
    text: (offering: string, link: string) =>
      [
        `Someone, probably you, asked Lumen Code Academy for a proposal for ${offering}, with this address.`,
        '',
        `To confirm the request, open this link and press the button on the page (the link works for ${confirmationDays} days):`,
        link,
        '',
        `Once you confirm, we reply within two working days to arrange a short call. If it was not you, ignore this email: without a confirmation the request is deleted after ${confirmationDays} days, and we will not contact you about it.`,
        '',
      ].join('\n'),
  },
  page: {
    meta: {
      title: 'Confirm your proposal request · Lumen Code Academy',
      description: 'Confirm a request for a proposal from Lumen Code Academy.',
    } satisfies PageMeta,
    heading: 'Confirm your proposal request',
    text: (offering: string) =>
      `Press the button to confirm your request for a proposal for ${offering}.`,
    confirm: 'Confirm my request',
    doneHeading: 'Your request is confirmed',
    done: 'Thank you. We reply within two working days to arrange a short call about your team.',
    goneHeading: 'This request is no longer here',
    gone: `It may have been erased at your request, or not confirmed within ${confirmationDays} days. To ask again, use the form on our page.`,
    askAgain: 'Request a proposal',
  },
  /** How the mail and the page name each offering. */
  offerings: {
    corporate: 'corporate training (Corporate Offerings)',
    technical: 'technical consulting (Technical Offerings)',
  },
} as const
