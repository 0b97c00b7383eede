// The words of waiting-list announcements: the inbox's form and counts, the line each email ends
// with, and the public page its unsubscribe link opens.

import type { PageMeta } from '../../shared/content/types'
import type { Offering } from '../../shared/waitlist-fields'
import { inboxContent } from '../inbox/content/inbox'

const listName = (offering: Offering) => inboxContent.waitlists.offerings[offering]
const addresses = (count: number) =>
  count === 1 ? '1 address' : `${count.toLocaleString('en-GB')} addresses`

export const announcementContent = {
  inbox: {
    heading: 'Announce the opening',
    lead: 'Written once, sent once: one email to every address on this list, each with a link to leave it.',
    subjectLabel: 'Subject',
    bodyLabel: 'Text (plain text)',
    bodyHint:
      'Each email ends with a line saying why it came and a link that takes the address off the list.',
    review: 'Review before sending…',
    off: (problem: string) => `Announcements are off until the settings are complete: ${problem}.`,
    confirmTitle: (offering: Offering) => `Send this to the ${listName(offering)} list?`,
    confirmText: (count: number) =>
      `It goes to ${addresses(count)} now on the list, and to anyone who joins later, once each. It cannot be changed or sent again.`,
    preview: 'The email',
    send: (count: number) => `Send to ${addresses(count)}`,
    edit: 'Change the text',
    sentHeading: 'Announcement',
    sentOn: 'Sent',
    by: 'by',
    counts: { delivered: 'Sent', pending: 'Pending', failed: 'Failed' } satisfies Record<
      'delivered' | 'pending' | 'failed',
      string
    >,
    countsLabel: 'Delivery of the announcement',
    pace: 'Emails go out in batches with the scheduled job, about 25 a minute; failed attempts are retried for 24 hours.',
    /** Under the counts while some failed for good: what happened, and the button to try again. */
    failed: (count: number) =>
      `${count === 1 ? '1 email' : `${count.toLocaleString('en-GB')} emails`} could not be delivered in 24 hours of attempts.`,
    retry: 'Retry now',
    retryHint:
      'Retry now queues them again, each with another 24 hours of attempts; an address that already has the email never gets it twice.',
    invalid: 'The subject (up to 150 characters) and the text (up to 4,000) are both needed.',
    controls:
      'The subject and the text must not contain control characters (line breaks and tabs are fine in the text).',
    notices: {
      queued: 'The announcement is on its way: its emails go out in batches over the next minutes.',
      already: 'This list’s announcement had already been sent: nothing more went out.',
      retried: (count: number) =>
        count === 1
          ? 'The failed email is queued again: it goes out with the next batch.'
          : `The ${count.toLocaleString('en-GB')} failed emails are queued again: they go out with the next batches.`,
      retriedNone: 'Nothing had failed: no email was queued again.',
    },
  },
  email: {
    footer: (offering: Offering, link: string) =>
      [
        '—',
        `You receive this email because you asked us to tell you, once, when ${listName(offering)} opened. It is the only one we send about it.`,
        `Leave the list (your address is erased): ${link}`,
      ].join('\n'),
  },
  unsubscribe: {
    meta: {
      title: 'Leave the waiting list · Lumen Code Academy',
      description: 'Take an address off a Lumen Code Academy waiting list.',
    } satisfies PageMeta,
    heading: 'Leave the waiting list',
    text: (offering: Offering) =>
      `Take your address off the waiting list for ${listName(offering)}? It is erased from the list, and we will not email you about it.`,
    confirm: 'Leave the list',
    doneHeading: 'You are off the list',
    done: (offering: Offering) =>
      `Your address is not on the waiting list for ${listName(offering)}: we will not email you about it.`,
    invalidHeading: 'This link does not work',
    invalid:
      'It may have been cut short when it was copied. Open it again from the email, or write to us on the contact page.',
    contact: 'Go to the contact page',
  },
}
