// Where an application's call stands, as its page says it: booked and ahead, its time come (not
// yet marked held), held (the application moved past Call booked), or cancelled.
import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import type { BookedCall } from '../../../calls/booked-call'

export type CallState = 'booked' | 'begun' | 'held' | 'cancelled'

/** The stages an application reaches once its call took place. */
const afterTheCall: readonly ApplicationStage[] = [
  'call-held',
  'technical-check',
  'offer',
  'enrolled',
]

export function callState(call: BookedCall, stage: ApplicationStage, now: Date): CallState {
  if (call.cancelledAt !== null) return 'cancelled'
  if (afterTheCall.includes(stage)) return 'held'
  return Date.parse(call.startsAt) <= now.getTime() ? 'begun' : 'booked'
}

/**
 * Whether staff may cancel it from the page: booked and not begun, the application at Call booked
 * (the stage a cancel takes back to Applied; the cancel's own statement checks both again).
 */
export const staffMayCancel = (state: CallState, stage: ApplicationStage) =>
  state === 'booked' && stage === 'call-booked'
