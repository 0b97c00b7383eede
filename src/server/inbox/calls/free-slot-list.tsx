import { callsInboxContent } from '../content/calls'
import type { OpenSlot } from './slot-queries'
import { SlotTime } from './slot-time'

const text = callsInboxContent.free

/** The free slots ahead, each on its own zone's clock, each with its Withdraw button. */
export function FreeSlotList({ open }: { open: OpenSlot[] }) {
  return (
    <section aria-labelledby="free-heading" className="mt-10">
      <h2 id="free-heading" className="text-lg font-bold text-ink">
        {text.heading}
      </h2>
      {open.length === 0 ? (
        <p className="mt-2 text-ink-muted">{text.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {open.map((slot) => (
            <li
              key={slot.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <span id={`slot-${slot.id}`}>
                <span className="font-semibold text-ink">
                  <SlotTime at={slot.startsAt} zone={slot.zone} />
                </span>{' '}
                <span className="text-ink-muted">
                  · {callsInboxContent.minutes(slot.minutes)} · <bdi>{slot.host}</bdi>
                </span>
              </span>
              <form method="post" action={`/inbox/calls/${slot.id}/withdraw`}>
                <button type="submit" className="inbox-button" aria-describedby={`slot-${slot.id}`}>
                  {text.withdraw}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
