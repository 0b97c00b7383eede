// A booked call as an iCalendar file (RFC 5545): the invitation the booking mail carries
// (METHOD:REQUEST, RFC 5546), its cancellation (METHOD:CANCEL, the same UID, SEQUENCE one higher)
// and the file the applicant's page offers to download (no METHOD: an event to import). Times are
// in UTC (a trailing Z), which needs no VTIMEZONE; every calendar shows them in its own zone.
// Whatever a person typed (the applicant's name, the host staff gave) goes in as escaped TEXT or
// as a quoted parameter value, so it can never end a line or start a property of its own.

/** A person on the invitation: the school as organizer, the applicant as attendee. */
export type CalendarPerson = { name: string; email: string }

/** One call, as the file describes it. */
export type CallEvent = {
  /** Stable for a booking: a calendar updates or cancels the event it already holds. */
  uid: string
  /** 0 for the invitation; one higher for each change to it (the cancellation). */
  sequence: number
  /** When this version of the event was made: the booking's or the cancellation's time. */
  stamp: Date
  start: Date
  minutes: number
  summary: string
  description: string
  organizer: CalendarPerson
  attendee?: CalendarPerson
}

/** What the file asks of the calendar that reads it: none (import), an invitation, a cancellation. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | null

const lineOctets = 75

/** An instant as a DATE-TIME in UTC: `20270328T080000Z`. */
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`

/**
 * Text without the controls TEXT has no place for (RFC 5545, 3.3.11): every C0 control but the
 * tab, line feed and carriage return (line breaks are escaped, not dropped), and DEL.
 */
const withoutControls = (text: string) =>
  [...text]
    .filter((character) => {
      const code = character.charCodeAt(0)
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)
    })
    .join('')

/** TEXT as RFC 5545 escapes it: backslash, semicolon, comma, and every line break as `\n`. */
export const escapeText = (text: string) =>
  withoutControls(text)
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/**
 * A parameter value (a person's CN), always quoted: a quoted value may hold `:`, `;` and `,`, but
 * never a DQUOTE or a control (RFC 5545, 3.1, "param-value"): those become spaces.
 */
const quotedParam = (value: string) => `"${withoutControls(value).replace(/[\r\n\t"]/g, ' ')}"`

/** An address as a `mailto:` URI, with nothing in it that could end the line. */
const mailto = (email: string) => `mailto:${withoutControls(email).replace(/\s/g, '')}`

const encoder = new TextEncoder()

/**
 * A content line folded to at most 75 octets a line (RFC 5545, 3.1): each continuation begins
 * with a space, and no UTF-8 character is cut in two.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // A continuation's leading space counts toward its 75.
    if (octets + size > lineOctets) {
      pieces.push(piece)
      piece = ' '
      octets = 1
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n')
}

/** The calendar file: CRLF after every line, each folded. */
export function calendarFile(event: CallEvent, method: CalendarMethod): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumen Code Academy//Admission calls//EN',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...(method && event.attendee
      ? [
          `ATTENDEE;CN=${quotedParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(event.attendee.email)}`,
        ]
      : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map((line) => `${foldLine(line)}\r\n`).join('')
}
