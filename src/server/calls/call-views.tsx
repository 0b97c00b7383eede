// What the applicant's call page shows: the open times to pick (in their zone and the school's),
// the booked call with its calendar file, moving and cancelling it. Plain forms, no script.
import { callsContent } from '../content/calls'
import type { BookedCall } from './booked-call'
import { callFacts } from './booked-call'
import { callTime } from './call-time'
import type { FreeSlot } from './free-slots'

const text = callsContent.page

const button =
  'focusable inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
const quietButton =
  'focusable inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-ink hover:bg-slate-50'
const link =
  'focusable font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

/** A refusal, said first and to screen readers. */
export const Refusal = ({ children }: { children: string }) => (
  <p
    role="alert"
    className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-900"
  >
    {children}
  </p>
)

/** The open times as radio buttons, and the button that books (or moves to) the one chosen. */
export function SlotPicker({
  slots,
  applicantZone,
  action,
  submit,
}: {
  slots: FreeSlot[]
  applicantZone: string
  action: string
  submit: string
}) {
  if (slots.length === 0) return <p className="mt-4 text-ink-muted">{text.none}</p>
  return (
    <form method="post" action={action} className="mt-4">
      <fieldset>
        <legend className="font-semibold text-ink">{text.pick}</legend>
        <ul className="mt-3 grid gap-2">
          {slots.map((slot) => (
            <li key={slot.id}>
              <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="slot" value={slot.id} required className="mt-1" />
                <span>
                  <span className="block font-semibold text-ink">
                    {callTime(slot.startsAt, applicantZone)}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {text.schoolTime}: {callTime(slot.startsAt, slot.schoolZone)} ·{' '}
                    {text.length(slot.minutes)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={`${button} mt-4`}>
        {submit}
      </button>
    </form>
  )
}

/** The booked call: both times, length, host, and its calendar file. */
export function CallSummary({ call, icsPath }: { call: BookedCall; icsPath: string }) {
  const facts = callFacts(call)
  const rows = [
    [text.yourTime, facts.applicantTime],
    [text.schoolTime, facts.schoolTime],
    [text.lengthLabel, text.length(facts.minutes)],
    [text.withLabel, facts.host],
  ] as const
  return (
    <>
      <p className="mt-3 text-ink-muted">{text.bookedLead}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="mb-2 text-ink-muted sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a href={icsPath} className={link} download="call.ics">
          {text.download}
        </a>
      </p>
    </>
  )
}

/** Cancelling: one button, a POST. */
export const CancelForm = ({ action }: { action: string }) => (
  <form method="post" action={action} className="mt-6">
    <input type="hidden" name="confirm" value="cancel" />
    <button type="submit" className={quietButton}>
      {text.cancel}
    </button>
  </form>
)

/** The way back to the applicant's page. */
export const BackLink = ({ href }: { href: string }) => (
  <p className="mt-8">
    <a href={href} className={link}>
      {text.back}
    </a>
  </p>
)
