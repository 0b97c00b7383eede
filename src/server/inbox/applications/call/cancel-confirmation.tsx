import type { BookedCall } from '../../../calls/booked-call'
import { callsInboxContent } from '../../content/calls'
import { CallFacts } from './call-facts'

const text = callsInboxContent.cancel

/**
 * The second step of cancelling a call: the call as staff are about to cancel it, who is mailed,
 * and the confirmation, which names the booking seen (a call the applicant moved meanwhile is
 * another booking, and stays).
 */
export function CancelConfirmation({ call }: { call: BookedCall }) {
  const back = `/inbox/applications/${call.applicationId}`
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-2 text-ink-soft">
        <bdi className="font-semibold text-ink">{call.name}</bdi>
      </p>
      <div className="mt-4">
        <CallFacts call={call} />
      </div>
      <p className="mt-4 text-ink-soft">{text.lead}</p>
      <p className="mt-2 text-sm text-ink-soft">
        {text.recipient} <bdi className="font-semibold text-ink">{call.email}</bdi>
      </p>
      <form method="post" action={`${back}/call/cancel`} className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="booking" value={call.id} />
        <button type="submit" name="confirm" value="cancel" className="inbox-button-primary">
          <span className="i-lucide-calendar-x h-4 w-4" aria-hidden="true" />
          {text.confirm}
        </button>
        <a href={back} className="inbox-button">
          {text.keep}
        </a>
      </form>
    </section>
  )
}
