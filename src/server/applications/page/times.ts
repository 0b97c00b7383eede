// A moment as the applicant's page writes it, in a named zone: "Tuesday, February 16, 2027 at
// 7:30 PM (Europe/Berlin)", in the site's English whatever the reader's machine says. A zone the
// platform does not know (none should be stored: /apply checks it) reads as UTC.

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(zone: string, style: 'call' | 'entry'): Intl.DateTimeFormat {
  const key = `${style} ${zone}`
  let format = formats.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'call'
        ? { dateStyle: 'full', timeStyle: 'short' }
        : { dateStyle: 'medium', timeStyle: 'short' }
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    }
    formats.set(key, format)
  }
  return format
}

/** A zone's name as people read it: "America/New York". */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ')

/** A call's start in `zone`, the zone named. */
export const callTimeIn = (at: string, zone: string) =>
  `${formatIn(zone, 'call').format(new Date(at))} (${zoneName(zone)})`

/** When a message was written, shorter, in the applicant's zone. */
export const entryTimeIn = (at: string, zone: string) =>
  formatIn(zone, 'entry').format(new Date(at))
