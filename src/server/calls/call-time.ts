// How a call's time reads to an applicant, on the page and in the mails: in the site's English
// (en-US), in a zone it names, "Sunday, March 28, 2027 at 10:00 AM (Europe/Berlin)".

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
    formats.set(timeZone, format)
  }
  return format
}

/** An instant on a zone's clock, the zone named after it. */
export const callTime = (instant: Date | string, timeZone: string) =>
  `${formatIn(timeZone).format(new Date(instant))} (${timeZone})`
