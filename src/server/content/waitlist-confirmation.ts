// The words of a waiting-list sign-up's confirmation (double opt-in): the mail with its link, the
// public page the link opens, and how the inbox counts sign-ups apart.

import type { PageMeta } from '../../shared/content/types'
import { confirmationDays, type Offering } from '../../shared/waitlist-fields'
import { inboxContent } from '../inbox/content/inbox'

const listName = (offering: Offering) => inboxContent.waitlists.offerings[offering]
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

/** Whether a sign-up is on its list: confirmed, waiting for its owner, or made before confirmations. */
export type SignupStatus = 'confirmed' | 'waiting' | 'before'

export const waitlistConfirmationContent = {
  email: {
    subject: 'Confirm your place on the waiting list · Lumen Code Academy',
    text: (offering: Offering, link: string) =>
      [
        `Someone, probably you, asked Lumen Code Academy to tell this address once, when ${listName(offering)} opens.`,
        '',
        `To join the waiting list, open this link and press the button on the page (the link works for ${confirmationDays} days):`,
        link,
        '',
        `If it was not you, ignore this email: without a confirmation the address is deleted after ${confirmationDays} days, and you will not hear from us about it.`,
        '',
      ].join('\n'),
  },
  page: {
    meta: {
      title: 'Confirm your place on the waiting list · Lumen Code Academy',
      description: 'Confirm an address for a Lumen Code Academy waiting list.',
    } satisfies PageMeta,
    heading: 'Confirm your place on the waiting list',
    text: (offering: Offering) =>
      `Press the button to join the waiting list for ${listName(offering)}. We will email you once, when it opens; nothing else.`,
    confirm: 'Join the waiting list',
    doneHeading: 'You are on the waiting list',
    done: (offering: Offering) =>
      `We will email you once, when ${listName(offering)} opens; nothing else.`,
    leave: 'Changed your mind? Leave the list',
    expiredHeading: 'This link has expired',
    expired: (offering: Offering) =>
      `A sign-up not confirmed within ${confirmationDays} days is deleted, and so is one whose address was erased. To join the list, sign up again on the ${listName(offering)} page.`,
    signUpAgain: (offering: Offering) => `Sign up for ${listName(offering)}`,
  },
  inbox: {
    counts: (counts: Record<SignupStatus, number>) =>
      [
        count(counts.confirmed, 'confirmed address', 'confirmed addresses'),
        `${counts.waiting.toLocaleString('en-GB')} waiting for confirmation`,
        `${counts.before.toLocaleString('en-GB')} from before confirmations`,
      ].join(' · '),
    status: {
      confirmed: 'Confirmed',
      waiting: 'Waiting for confirmation',
      before: 'Before confirmations',
    } satisfies Record<SignupStatus, string>,
    /** What each status means, under the counts. */
    lead: `Only confirmed addresses get the announcement. An address waiting for confirmation was mailed a link (at most one a day), and goes from the list if it stays unconfirmed for ${confirmationDays} days. Sign-ups from before confirmations were never confirmed: they get no email, and are kept until erased or signed up again.`,
  },
}
