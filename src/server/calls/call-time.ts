// How a call's time reads to an applicant, on the page and in the mails: in the site's English
// (en-US), in a zone it names, "Sunday, March 28, 2027 at 10:00 AM (Europe/Berlin)".

import { perZone } from '../utils/per-zone'

const formatIn = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
)

/** An instant on a zone's clock, the zone named after it. */
export const callTime = (instant: Date | string, timeZone: string) =>
  `${formatIn(timeZone).format(new Date(instant))} (${timeZone})`
