import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import type { BookedCall } from '../../../calls/booked-call'
import { callsInboxContent } from '../../content/calls'
import { When } from '../../views/parts'
import { CallFact, CallFacts } from './call-facts'
import { callState, staffMayCancel } from './call-state'

const text = callsInboxContent.application

type CallCardProps = {
  applicationId: string
  stage: ApplicationStage
  /** The live booking, else the latest cancelled one; null when none was ever made. */
  call: BookedCall | null
  now: Date
}

/**
 * The application's call on its page: when (the applicant's zone and the slot's), how long, who
 * holds it, where it stands; the first step of cancelling it; the way to the calls room.
 */
export function CallCard({ applicationId, stage, call, now }: CallCardProps) {
  const state = call && callState(call, stage, now)
  return (
    <section
      id="call"
      aria-labelledby="call-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="call-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      {call && state ? (
        <CallFacts call={call}>
          <CallFact label={text.state}>
            {state === 'cancelled' ? (
              <>
                <bdi>{text.cancelledBy(call.cancelledBy ?? 'applicant')}</bdi>
                {', '}
                <When at={call.cancelledAt ?? call.bookedAt} />
              </>
            ) : (
              text.states[state]
            )}
          </CallFact>
        </CallFacts>
      ) : (
        <p className="text-sm text-ink-muted">{text.none}</p>
      )}
      {call && state === 'booked' && (
        <div className="mt-4">
          {staffMayCancel(state, stage) ? (
            <form method="post" action={`/inbox/applications/${applicationId}/call/cancel`}>
              <input type="hidden" name="booking" value={call.id} />
              <button type="submit" className="inbox-button">
                <span className="i-lucide-calendar-x h-4 w-4" aria-hidden="true" />
                {text.cancel}
              </button>
            </form>
          ) : (
            <p className="text-sm text-ink-muted">{text.cancelOnlyBooked}</p>
          )}
        </div>
      )}
      <p className="mt-4 text-sm">
        <a href="/inbox/calls" className="inbox-link">
          {text.roomLink}
        </a>
      </p>
    </section>
  )
}
