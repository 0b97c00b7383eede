// The words of the inbox's calls room (/inbox/calls): publishing slots, today's and tomorrow's
// calls, the free slots ahead (docs/inbox.md, "Calls"); and of an application's call on its page,
// with staff cancelling it (docs/inbox.md, "A booked call").

export const callsInboxContent = {
  nav: 'Calls',
  title: 'Calls',
  heading: 'Admission calls',
  lead: 'Publish the times applicants may book a call at; each slot is booked by one applicant at most. Each time is on the clock of the zone it was published in.',
  minutes: (minutes: number) => `${minutes} min`,
  soon: {
    heading: 'Today and tomorrow',
    today: 'Today',
    tomorrow: 'Tomorrow',
    none: 'No calls booked for today or tomorrow.',
    columns: { time: 'Time', applicant: 'Applicant', host: 'Host', length: 'Length' },
  },
  free: {
    heading: 'Free slots ahead',
    none: 'No free slots: publish some below.',
    withdraw: 'Withdraw',
  },
  publish: {
    heading: 'Publish slots',
    lead: 'A day’s series: the first start, then as many slots as you ask for, one after another.',
    date: 'Date',
    time: 'First start',
    zone: 'Time zone of the date and time',
    minutes: 'Length (minutes)',
    host: 'Who holds the calls',
    count: 'How many slots',
    gap: 'Break between slots (minutes)',
    submit: 'Publish',
  },
  errors: {
    invalid:
      'Check the fields: a real date, a time HH:MM, a time zone, 5–240 minutes, a host, 1–12 slots, a break of 0–60 minutes.',
    skipped: (time: string) =>
      `${time} does not happen in that time zone (its clocks skip it when summer time begins): choose another time.`,
    past: 'The first slot would start in the past: choose a later date or time.',
  },
  notices: {
    published: (count: number, skipped: number) =>
      `${count === 1 ? 'One slot' : `${count} slots`} published.${skipped > 0 ? ` ${skipped} left out: the host already holds a slot at that time.` : ''}`,
    withdrawn: 'The slot was withdrawn.',
    notWithdrawn: 'That slot could not be withdrawn: it is booked (or gone).',
  },
  /** An application's call, on its page (/inbox/applications/<id>). */
  application: {
    heading: 'Call',
    none: 'No call booked yet: the applicant books one from their page, once the address is confirmed.',
    applicantTime: 'Applicant’s time',
    slotTime: 'Slot’s time',
    length: 'Length',
    lengthValue: (minutes: number) => `${minutes} minutes`,
    host: 'Host',
    state: 'State',
    states: {
      booked: 'Booked',
      begun: 'Its time has come: move the application to Call held once it took place',
      held: 'Held',
    },
    cancelledBy: (who: string) => `Cancelled by ${who === 'applicant' ? 'the applicant' : who}`,
    roomLink: 'All calls and free slots',
    cancel: 'Cancel this call…',
    cancelOnlyBooked: 'A call can be cancelled here while the application is at Call booked.',
  },
  /** Cancelling an application's call: the confirmation, what it came to. */
  cancel: {
    title: 'Cancel this call?',
    lead: 'The slot becomes free again and the application goes back to Applied, so the applicant can book another time.',
    recipient:
      'The applicant is mailed the cancellation, with the calendar file that removes the call:',
    confirm: 'Cancel the call and mail the applicant',
    keep: 'Keep the call',
    done: 'The call was cancelled; the applicant is being mailed the cancellation.',
    already: 'That call was cancelled already (the form was sent twice): nothing more was done.',
    lost: 'This call changed since you opened the page (the applicant moved or cancelled it, someone else cancelled it, it has begun, or the application moved on): nothing was cancelled or sent.',
    badBooking: 'Not a booking',
  },
} as const
