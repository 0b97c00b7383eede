import { callsInboxContent } from '../content/calls'
import { Notice } from '../views/parts'
import { BookedList } from './booked-list'
import { FreeSlotList } from './free-slot-list'
import { type PublishForm, PublishSlots } from './publish-form'
import type { BookedSlot, OpenSlot } from './slot-queries'

const text = callsInboxContent

export type { PublishForm } from './publish-form'

export type CallsPageProps = {
  today: BookedSlot[]
  tomorrow: BookedSlot[]
  open: OpenSlot[]
  form: PublishForm
  notice?: string
}

/**
 * The calls room: today's and tomorrow's calls (days in the inbox's zone), the free slots ahead,
 * the publish form. Each start is on the clock of the zone its slot was published in.
 */
export function CallsPage({ today, tomorrow, open, form, notice }: CallsPageProps) {
  return (
    <>
      {notice && <Notice text={notice} />}
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.heading}</h1>
      <p className="mt-1 text-ink-muted">{text.lead}</p>
      <section aria-labelledby="soon-heading" className="mt-8">
        <h2 id="soon-heading" className="text-lg font-bold text-ink">
          {text.soon.heading}
        </h2>
        {today.length + tomorrow.length === 0 ? (
          <p className="mt-2 text-ink-muted">{text.soon.none}</p>
        ) : (
          <>
            <BookedList label={text.soon.today} calls={today} />
            <BookedList label={text.soon.tomorrow} calls={tomorrow} />
          </>
        )}
      </section>
      <FreeSlotList open={open} />
      <PublishSlots form={form} />
    </>
  )
}
