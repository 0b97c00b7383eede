// A call's start as the inbox shows it: on the clock of the zone it names, that zone written out,
// "Sun, 28 Mar 2027, 18:30 (Europe/Berlin)". A slot is published on one zone's clock (the school's,
// or a cohort's), and its host reads it there, whatever zone the inbox's other times are in.

import { perZone } from '../../utils/per-zone'

const formatIn = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
)

/** An instant on a zone's clock, the zone named after it. */
export const slotTime = (instant: string, timeZone: string) =>
  `${formatIn(timeZone).format(new Date(instant))} (${timeZone})`

/** The same, as a <time> element with the instant machine-readable. */
export const SlotTime = ({ at, zone }: { at: string; zone: string }) => (
  <time dateTime={at}>{slotTime(at, zone)}</time>
)
