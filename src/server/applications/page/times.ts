// A moment as the applicant's page writes it, in a named zone: "Tuesday, February 16, 2027 at
// 7:30 PM (Europe/Berlin)", in the site's English whatever the reader's machine says. A zone the
// platform does not know (none should be stored: /apply checks it) reads as UTC.

import { perZone } from '../../utils/per-zone'

/** A formatter of `options` a zone, UTC's for a zone the platform does not know. */
const formatter = (options: Intl.DateTimeFormatOptions) =>
  perZone((zone) => {
    try {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    } catch {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    }
  })

const callFormat = formatter({ dateStyle: 'full', timeStyle: 'short' })
const entryFormat = formatter({ dateStyle: 'medium', timeStyle: 'short' })

/** A zone's name as people read it: "America/New York". */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ')

/** A call's start in `zone`, the zone named. */
export const callTimeIn = (at: string, zone: string) =>
  `${callFormat(zone).format(new Date(at))} (${zoneName(zone)})`

/** When a message was written, shorter, in the applicant's zone. */
export const entryTimeIn = (at: string, zone: string) => entryFormat(zone).format(new Date(at))
