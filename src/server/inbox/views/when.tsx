import { createContext, useContext } from 'react'
import { inboxWorkflowContent } from '../../../shared/content/inbox-workflow'
import { schoolDateTime } from '../time-zone'

const text = inboxWorkflowContent.times

/** What every time on an inbox page is read against: the school's zone, and the page's now. */
export type InboxClock = { zone: string; now: Date }

export const InboxClockContext = createContext<InboxClock>({ zone: 'UTC', now: new Date(0) })

const formats = new Map<string, { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>()

function formatsFor(zone: string) {
  let found = formats.get(zone)
  if (!found) {
    found = {
      date: schoolDateTime(zone),
      // A calendar day in the zone, to tell today and yesterday apart from other days.
      day: new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: zone }),
    }
    formats.set(zone, found)
  }
  return found
}

const dayBefore = (date: Date) => new Date(date.getTime() - 24 * 60 * 60 * 1000)

/**
 * A stored UTC time as staff read it: "Today 14:05 CET · 3 h ago", "Yesterday 09:12 CET" or
 * "21 Nov 2026, 09:12 CET", in the school's zone and naming it (its abbreviation where the
 * platform has one, else its IANA name).
 */
export function legibleTime(at: Date, { zone, now }: InboxClock): string {
  const { date, day } = formatsFor(zone)
  const parts = Object.fromEntries(date.formatToParts(at).map((part) => [part.type, part.value]))
  const short = parts.timeZoneName ?? ''
  const zoneName = /^[A-Z]{2,5}$/.test(short) ? short : zone
  const clock = `${parts.hour}:${parts.minute} ${zoneName}`
  const atDay = day.format(at)
  if (atDay === day.format(now)) {
    const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000)
    return minutes >= 0 ? `${text.today} ${clock} · ${text.ago(minutes)}` : `${text.today} ${clock}`
  }
  if (atDay === day.format(dayBefore(now))) return `${text.yesterday} ${clock}`
  return `${parts.day} ${parts.month} ${parts.year}, ${clock}`
}

/** A stored UTC timestamp as a <time> element: machine-readable, legible in the school's zone. */
export function When({ at }: { at: string }) {
  const clock = useContext(InboxClockContext)
  const date = new Date(at)
  const legible = Number.isNaN(date.getTime()) ? at : legibleTime(date, clock)
  return <time dateTime={at}>{legible}</time>
}
