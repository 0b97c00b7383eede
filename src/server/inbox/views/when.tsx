import { createContext, useContext } from 'react'
import { schoolDateTime } from '../../settings/time-zone'
import { inboxWorkflowContent } from '../content/workflow'

const text = inboxWorkflowContent.times

/** What every time on an inbox page is read against: the school's zone, and the page's now. */
export type InboxClock = { zone: string; now: Date }

export const InboxClockContext = createContext<InboxClock>({ zone: 'UTC', now: new Date(0) })

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>

// Each formatting is a call into the platform's Intl, the dearest step of rendering a list page
// (a tenth of a millisecond a row here), and the same messages are shown again and again (a page
// reloaded, a search refined): a minute's parts in a zone never change, so the isolate keeps the
// latest few thousand.
const keptParts = new Map<string, Parts>()
const maxKeptParts = 4096

/** A moment's parts in the school's zone, by type: day, month, year, hour, minute, timeZoneName. */
function partsOf(at: Date, zone: string): Parts {
  const key = `${zone} ${Math.floor(at.getTime() / 60_000)}`
  let parts = keptParts.get(key)
  if (!parts) {
    parts = Object.fromEntries(
      schoolDateTime(zone)
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    )
    if (keptParts.size >= maxKeptParts) keptParts.delete(keptParts.keys().next().value ?? key)
    keptParts.set(key, parts)
  }
  return parts
}

/** A calendar day in the school's zone, to tell today and yesterday apart from other days. */
const calendarDay = (parts: Parts) => `${parts.year} ${parts.month} ${parts.day}`

const dayBefore = (date: Date) => new Date(date.getTime() - 24 * 60 * 60 * 1000)

// A page reads every time against one clock: its today and yesterday are worked out once, not
// once a row.
const clockDays = new WeakMap<InboxClock, { today: string; yesterday: string }>()

function daysOf(clock: InboxClock) {
  let days = clockDays.get(clock)
  if (!days) {
    days = {
      today: calendarDay(partsOf(clock.now, clock.zone)),
      yesterday: calendarDay(partsOf(dayBefore(clock.now), clock.zone)),
    }
    clockDays.set(clock, days)
  }
  return days
}

/**
 * A stored UTC time as staff read it: "Today 14:05 CET · 3 h ago", "Yesterday 09:12 CET" or
 * "21 Nov 2026, 09:12 CET", in the school's zone and naming it (its abbreviation where the
 * platform has one, else its IANA name).
 */
export function legibleTime(at: Date, clock: InboxClock): string {
  const { zone, now } = clock
  const parts = partsOf(at, zone)
  const short = parts.timeZoneName ?? ''
  const zoneName = /^[A-Z]{2,5}$/.test(short) ? short : zone
  const time = `${parts.hour}:${parts.minute} ${zoneName}`
  const day = calendarDay(parts)
  const { today, yesterday } = daysOf(clock)
  if (day === today) {
    const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000)
    return minutes >= 0 ? `${text.today} ${time} · ${text.ago(minutes)}` : `${text.today} ${time}`
  }
  if (day === yesterday) return `${text.yesterday} ${time}`
  return `${parts.day} ${parts.month} ${parts.year}, ${time}`
}

/** A stored UTC timestamp as a <time> element: machine-readable, legible in the school's zone. */
export function When({ at }: { at: string }) {
  const clock = useContext(InboxClockContext)
  const date = new Date(at)
  const legible = Number.isNaN(date.getTime()) ? at : legibleTime(date, clock)
  return <time dateTime={at}>{legible}</time>
}
