import { callsInboxContent } from '../content/calls'
import { TimeZoneSelect } from '../editor/form/time-zone-select'
import { Notice, When } from '../views/parts'
import type { BookedSlot, OpenSlot } from './slot-queries'

const text = callsInboxContent

/** What the publish form shows: the values posted (or the defaults), and why they were refused. */
export type PublishForm = { values: Record<string, string>; error?: string }

export type CallsPageProps = {
  today: BookedSlot[]
  tomorrow: BookedSlot[]
  open: OpenSlot[]
  form: PublishForm
  notice?: string
}

function BookedList({ label, calls }: { label: string; calls: BookedSlot[] }) {
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
              <When at={call.startsAt} />
            </span>
            <a href={`/inbox/applications/${call.applicationId}`} className="inbox-link">
              <bdi>{call.name}</bdi>
            </a>
            <span className="text-ink-muted">
              {text.soon.columns.host}: <bdi>{call.host}</bdi> · {call.minutes} min
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const field = 'grid gap-1.5'
const label = 'text-sm font-semibold text-ink'

function PublishSlots({ form }: { form: PublishForm }) {
  const { values } = form
  const words = text.publish
  const input = (name: string, type: string, extra: Record<string, string | number> = {}) => (
    <div className={field}>
      <label htmlFor={`slot-${name}`} className={label}>
        {words[name as keyof typeof words]}
      </label>
      <input
        id={`slot-${name}`}
        name={name}
        type={type}
        required
        defaultValue={values[name]}
        className="inbox-input"
        {...extra}
      />
    </div>
  )
  return (
    <section
      aria-labelledby="publish-heading"
      className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="publish-heading" className="text-lg font-bold text-ink">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.lead}</p>
      <form method="post" action="/inbox/calls/publish" className="mt-4 grid gap-4 sm:grid-cols-2">
        {form.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 sm:col-span-2"
          >
            {form.error}
          </p>
        )}
        {input('date', 'date')}
        {input('time', 'time')}
        <div className={`${field} sm:col-span-2`}>
          <label htmlFor="slot-zone" className={label}>
            {words.zone}
          </label>
          <TimeZoneSelect
            value={values.zone ?? ''}
            common={{ id: 'slot-zone', name: 'zone', required: true, className: 'inbox-input' }}
          />
        </div>
        {input('minutes', 'number', { min: 5, max: 240 })}
        {input('host', 'text', { maxLength: 100 })}
        {input('count', 'number', { min: 1, max: 12 })}
        {input('gap', 'number', { min: 0, max: 60 })}
        <div className="sm:col-span-2">
          <button type="submit" className="inbox-button-primary">
            <span className="i-lucide-calendar-plus h-4 w-4" aria-hidden="true" />
            {words.submit}
          </button>
        </div>
      </form>
    </section>
  )
}

/** The calls room: today's and tomorrow's calls, the free slots ahead, the publish form. */
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
      <section aria-labelledby="free-heading" className="mt-10">
        <h2 id="free-heading" className="text-lg font-bold text-ink">
          {text.free.heading}
        </h2>
        {open.length === 0 ? (
          <p className="mt-2 text-ink-muted">{text.free.none}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {open.map((slot) => (
              <li
                key={slot.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <span id={`slot-${slot.id}`}>
                  <span className="font-semibold text-ink">
                    <When at={slot.startsAt} />
                  </span>{' '}
                  <span className="text-ink-muted">
                    · {slot.minutes} min · <bdi>{slot.host}</bdi>
                  </span>
                </span>
                <form method="post" action={`/inbox/calls/${slot.id}/withdraw`}>
                  <button
                    type="submit"
                    className="inbox-button"
                    aria-describedby={`slot-${slot.id}`}
                  >
                    {text.free.withdraw}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PublishSlots form={form} />
    </>
  )
}
