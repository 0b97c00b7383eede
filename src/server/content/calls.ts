// The words of booked calls for the applicant: the booking page (/application/<token>/call), the
// calendar event, and the three mails (booked, cancelled, reminder) (docs/architecture.md, "Calls").
import type { PageMeta } from '../../shared/content/types'
import { site } from '../../shared/site'

/** What every mail and the page say of one call. */
export type CallFacts = {
  /** The time in the applicant's zone, and in the school's (the slot's) zone. */
  applicantTime: string
  schoolTime: string
  minutes: number
  host: string
}

const factLines = (call: CallFacts) => [
  `  Your time:         ${call.applicantTime}`,
  `  The school's time: ${call.schoolTime}`,
  `  Length:            ${call.minutes} minutes`,
  `  With:              ${call.host}`,
]

/**
 * Why a call was cancelled: moved to another time, cancelled alone, withdrawn with its
 * application, called off by the school's staff, or ended by staff closing the application
 * (declined, or withdrawn on the applicant's word).
 */
export type CancelledBecause = 'moved' | 'asked' | 'withdrawn' | 'school' | 'closed'

/** The cancellations after which nothing is booked again: the link is the applicant's page. */
export const bookingEnded = (why: CancelledBecause) => why === 'withdrawn' || why === 'closed'

export const callsContent = {
  event: {
    summary: `Admission call · ${site.name}`,
    description: (host: string, link: string) =>
      `Your admission call with ${host} of ${site.name}.\nTo move or cancel it: ${link}`,
  },
  email: {
    booked: {
      subject: `Your call is booked · ${site.name}`,
      text: (name: string, call: CallFacts, link: string, deadlineHours: number) =>
        [
          `Hello ${name},`,
          '',
          'your admission call is booked:',
          '',
          ...factLines(call),
          '',
          'The invitation for your calendar is attached (call.ics).',
          `To move or cancel the call (until ${deadlineHours} hours before it), open your page:`,
          link,
          '',
        ].join('\n'),
    },
    cancelled: {
      subject: `Your call is cancelled · ${site.name}`,
      /** `link`: the call page, or the applicant's page once the application is withdrawn or closed. */
      text: (name: string, call: CallFacts, link: string, why: CancelledBecause) =>
        [
          `Hello ${name},`,
          '',
          {
            moved:
              'you moved your admission call: this time is cancelled, and the invitation for the new one comes in its own email.',
            asked: 'your admission call is cancelled, as you asked:',
            withdrawn: 'your admission call is cancelled with the application you withdrew:',
            school:
              'we are sorry: the school had to cancel your admission call. Your application stands, and you can book another time:',
            closed: 'your admission call is cancelled, since your application is closed:',
          }[why],
          '',
          ...factLines(call),
          '',
          'The attached call.ics removes it from your calendar.',
          bookingEnded(why)
            ? 'Your page, where the application stands:'
            : 'To book another time, open your page:',
          link,
          '',
        ].join('\n'),
    },
    reminder: {
      subject: `Your call is tomorrow · ${site.name}`,
      text: (name: string, call: CallFacts, link: string) =>
        [
          `Hello ${name},`,
          '',
          'a reminder of your admission call, in less than a day:',
          '',
          ...factLines(call),
          '',
          'Your page, with the calendar file:',
          link,
          '',
        ].join('\n'),
    },
  },
  page: {
    meta: {
      title: `Book your call · ${site.name}`,
      description: `Book the admission call of an application to ${site.name}.`,
    } satisfies PageMeta,
    heading: 'Book your admission call',
    lead: 'Pick a time for a short call with the school. Times are shown in your time zone and in the school’s.',
    yourZone: (zone: string) => `Your time zone: ${zone}`,
    schoolTime: 'School’s time',
    none: 'No times are open right now. We add more every week: come back to this page soon, or answer any of our emails.',
    pick: 'Open times',
    book: 'Book this time',
    bookedHeading: 'Your call is booked',
    bookedLead: 'The invitation is in your email. The call:',
    yourTime: 'Your time',
    length: (minutes: number) => `${minutes} minutes`,
    lengthLabel: 'Length',
    withLabel: 'With',
    download: 'Download the calendar file (.ics)',
    moveHeading: 'Move the call',
    moveLead: (hours: number) => `You can move or cancel it until ${hours} hours before it starts.`,
    move: 'Move my call to this time',
    cancel: 'Cancel my call',
    tooLate: (hours: number) =>
      `It starts in less than ${hours} hours, so it can no longer be moved or cancelled here: answer any of our emails instead.`,
    closedHeading: 'Booking a call is not open',
    closed:
      'Your application is past the stage where a call is booked, or not confirmed yet. Your page says where it stands.',
    back: 'Back to your application',
    refused: {
      taken: 'That slot was just taken; pick another.',
      unavailable: 'That time is no longer offered; pick another.',
      'too-late': 'Your call starts too soon to be moved; answer any of our emails instead.',
      already: 'You have a call booked already.',
      closed: 'Booking a call is not open for your application.',
      none: 'You have no call booked.',
      pick: 'Pick one of the times.',
    },
  },
} as const
