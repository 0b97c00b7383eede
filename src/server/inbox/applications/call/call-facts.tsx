import type { ReactNode } from 'react'
import type { BookedCall } from '../../../calls/booked-call'
import { SlotTime } from '../../calls/slot-time'
import { callsInboxContent } from '../../content/calls'

const text = callsInboxContent.application

/** One fact of the call: its label, then its value beside it on a wide screen. */
export const CallFact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
    <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
    <dd className="min-w-0 break-words text-ink">{children}</dd>
  </div>
)

/**
 * A call's time in the applicant's zone and in the slot's (each zone named), its length and who
 * holds it; `children` adds facts after them.
 */
export function CallFacts({ call, children }: { call: BookedCall; children?: ReactNode }) {
  return (
    <dl className="grid gap-2">
      <CallFact label={text.applicantTime}>
        <SlotTime at={call.startsAt} zone={call.applicantZone} />
      </CallFact>
      <CallFact label={text.slotTime}>
        <SlotTime at={call.startsAt} zone={call.schoolZone} />
      </CallFact>
      <CallFact label={text.length}>{text.lengthValue(call.minutes)}</CallFact>
      <CallFact label={text.host}>
        <bdi>{call.host}</bdi>
      </CallFact>
      {children}
    </dl>
  )
}
