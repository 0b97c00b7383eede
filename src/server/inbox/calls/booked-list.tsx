import { callsInboxContent } from '../content/calls'
import type { BookedSlot } from './slot-queries'
import { SlotTime } from './slot-time'

const text = callsInboxContent

/** One day's booked calls: the time on the slot's own clock, the applicant (linked), the host. */
export function BookedList({ label, calls }: { label: string; calls: BookedSlot[] }) {
  if (calls.length === 0) return null
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{label}</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {calls.map((call) => (
          <li
            key={`${call.startsAt} ${call.host}`}
            className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-3"
          >
            <span className="font-semibold text-ink">
              <SlotTime at={call.startsAt} zone={call.zone} />
            </span>
            <a href={`/inbox/applications/${call.applicationId}`} className="inbox-link">
              <bdi>{call.name}</bdi>
            </a>
            <span className="text-ink-muted">
              {text.soon.columns.host}: <bdi>{call.host}</bdi> · {text.minutes(call.minutes)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
