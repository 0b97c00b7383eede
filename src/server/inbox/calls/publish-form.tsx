import { callsInboxContent } from '../content/calls'
import { TimeZoneSelect } from '../editor/form/time-zone-select'

const text = callsInboxContent

/** What the publish form shows: the values posted (or the defaults), and why they were refused. */
export type PublishForm = { values: Record<string, string>; error?: string }

const field = 'grid gap-1.5'
const label = 'text-sm font-semibold text-ink'

/** The form that publishes a day's series of slots, with the refusal said first. */
export function PublishSlots({ form }: { form: PublishForm }) {
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
