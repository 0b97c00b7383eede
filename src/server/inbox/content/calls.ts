// The words of the inbox's calls room (/inbox/calls): publishing slots, today's and tomorrow's
// calls, the free slots ahead (docs/inbox.md, "Calls").

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
} as const
