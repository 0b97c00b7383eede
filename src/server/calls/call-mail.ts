// The outbox's senders of a booking's three mails: 'call-booked' (with the invitation, METHOD:
// REQUEST), 'call-cancelled' (with its cancellation, METHOD:CANCEL) and 'call-reminder' (a day
// before). Each says the time in the applicant's zone and the school's, and links to the
// applicant's call page; what the applicant typed (their name) is plain text in a text mail.
// Each is answered to the application's reply address, so an answer ("can we talk an hour
// later?") joins its conversation as answers to the school's other mails about it do.
import { applicationToken } from '../applications/application-token'
import { bookingEnded, type CancelledBecause, callsContent } from '../content/calls'
import { applicationReplyAddress } from '../conversation/reply-token.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { announcementSettings } from '../settings/announcement'
import { type BookedCall, bookedCall, callEvent, callFacts } from './booked-call'
import { calendarFile } from './ics'
import { changeDeadlineHours } from './policy'

const text = callsContent.email

/** The sender, the site, the call page's link and the applicant's page's, the Reply-To. */
type Sending = { from: string; origin: string; link: string; page: string; replyTo: string }

/** The calendar file as the builder attaches it, with the method its Content-Type names. */
function invitation(call: BookedCall, sending: Sending, method: 'REQUEST' | 'CANCEL') {
  return {
    disposition: 'attachment' as const,
    filename: 'call.ics',
    type: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile(callEvent(call, sending, method), method),
  }
}

/** The booking mail as the `send_email` binding's builder takes it. */
export const callBookedEmail = (call: BookedCall, sending: Sending): EmailMessageBuilder => ({
  from: fromSchool(sending.from),
  replyTo: sending.replyTo,
  to: call.email,
  subject: text.booked.subject,
  text: text.booked.text(call.name, callFacts(call), sending.link, changeDeadlineHours),
  attachments: [invitation(call, sending, 'REQUEST')],
})

/** The cancellation mail: moved to another call, cancelled alone, or with the application. */
export const callCancelledEmail = (
  call: BookedCall,
  sending: Sending,
  why: CancelledBecause,
): EmailMessageBuilder => ({
  from: fromSchool(sending.from),
  replyTo: sending.replyTo,
  to: call.email,
  subject: text.cancelled.subject,
  // Withdrawn or closed, nothing is booked again: the link is to where the application stands.
  text: text.cancelled.text(
    call.name,
    callFacts(call),
    bookingEnded(why) ? sending.page : sending.link,
    why,
  ),
  attachments: [invitation(call, sending, 'CANCEL')],
})

/** The reminder mail. */
export const callReminderEmail = (call: BookedCall, sending: Sending): EmailMessageBuilder => ({
  from: fromSchool(sending.from),
  replyTo: sending.replyTo,
  to: call.email,
  subject: text.reminder.subject,
  text: text.reminder.text(call.name, callFacts(call), sending.link),
})

/**
 * A sender of one of the kinds: loads the booking, sends nothing when it no longer calls for
 * this mail (erased, or cancelled before its invitation or reminder went), throws to be retried.
 */
const callSender =
  (
    compose: (
      call: BookedCall,
      sending: Sending,
      env: Parameters<OutboxSender>[0],
    ) => Promise<EmailMessageBuilder | null> | EmailMessageBuilder | null,
  ): OutboxSender =>
  async (env, item) => {
    const settings = announcementSettings(env)
    if (settings.state !== 'ready') throw new Error(settings.problem)
    const call = await bookedCall(env.DB, item.bookingId)
    if (!call) return
    const token = await applicationToken(settings.secret, call.applicationId, 'page')
    const page = `${settings.origin}/application/${token}`
    const replyTo = await applicationReplyAddress(
      settings.secret,
      call.applicationId,
      settings.replyDomain,
    )
    const sending = {
      from: settings.from,
      origin: settings.origin,
      link: `${page}/call`,
      page,
      replyTo,
    }
    const mail = await compose(call, sending, env)
    if (mail) await settings.mailer.send(automatic(mail))
  }

export const sendCallBooked = callSender((call, sending) =>
  call.cancelledAt === null ? callBookedEmail(call, sending) : null,
)

/**
 * Staff's email in cancelled_by is the school calling it off, or closing the application
 * (declined or withdrawn) with its call; 'applicant' is the applicant.
 */
function cancelledBecause(call: BookedCall, moved: boolean, stage: string): CancelledBecause {
  const closed = stage === 'withdrawn' || stage === 'declined'
  if (call.cancelledBy !== null && call.cancelledBy !== 'applicant') {
    return closed ? 'closed' : 'school'
  }
  if (moved) return 'moved'
  return stage === 'withdrawn' ? 'withdrawn' : 'asked'
}

export const sendCallCancelled = callSender(async (call, sending, env) => {
  if (call.cancelledAt === null) return null
  // Moved: the application booked another call in the batch that cancelled this one.
  const [moved, application] = await env.DB.batch<{ stage?: string }>([
    env.DB.prepare(
      'SELECT 1 FROM call_bookings WHERE application_id = ? AND booked_at = ? AND cancelled_at IS NULL',
    ).bind(call.applicationId, call.cancelledAt),
    env.DB.prepare('SELECT stage FROM applications WHERE id = ?').bind(call.applicationId),
  ])
  const stage = application?.results[0]?.stage ?? ''
  return callCancelledEmail(
    call,
    sending,
    cancelledBecause(call, Boolean(moved?.results.length), stage),
  )
})

export const sendCallReminder = callSender((call, sending) =>
  call.cancelledAt === null && Date.parse(call.startsAt) > Date.now()
    ? callReminderEmail(call, sending)
    : null,
)
