// POST /inbox/applications/<id>/call/cancel: without `confirm`, the confirmation (nothing
// changes); with confirm=cancel, the booking staff saw cancelled in one conditional batch
// (calls/cancel.ts), the applicant's cancellation mail queued and attempted at once. Behind the
// inbox's guards: Access, same-origin posts only.
import type { Context } from 'hono'
import { bookedCall } from '../../../calls/booked-call'
import { cancelCallAsStaff } from '../../../calls/cancel'
import { deliverOutboxNow } from '../../../outbox/deliver'
import type { InboxEnv } from '../../access/guard'
import { callsInboxContent } from '../../content/calls'
import { callState, staffMayCancel } from './call-state'
import { CancelConfirmation } from './cancel-confirmation'

const text = callsInboxContent.cancel
const meta = { title: text.title, description: '' }

/** The page for a cancel that found the call changed: nothing done (409). */
function lostPage(c: Context<InboxEnv>, id: string) {
  c.status(409)
  return c.render(
    <section className="max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <p role="alert" className="font-semibold text-amber-900">
        {text.lost}
      </p>
      <a href={`/inbox/applications/${id}#call`} className="inbox-button mt-4">
        {text.keep}
      </a>
    </section>,
    { meta },
  )
}

export async function postCallCancel(c: Context<InboxEnv>, id: string) {
  const form = await c.req.parseBody()
  const booking = typeof form.booking === 'string' ? form.booking : ''
  if (!/^[1-9][0-9]{0,15}$/.test(booking)) return c.text(text.badBooking, 400)
  const call = await bookedCall(c.env.DB, Number(booking))
  if (!call || call.applicationId !== id) return c.notFound()
  const by = c.var.staff.email
  const now = new Date()
  if (form.confirm !== 'cancel') {
    const stage = await c.env.DB.prepare('SELECT stage FROM applications WHERE id = ?')
      .bind(id)
      .first<{ stage: Parameters<typeof callState>[1] }>()
    if (!stage || !staffMayCancel(callState(call, stage.stage, now), stage.stage))
      return lostPage(c, id)
    return c.render(<CancelConfirmation call={call} />, { meta })
  }
  const cancelled = await cancelCallAsStaff(c.env.DB, {
    applicationId: id,
    bookingId: call.id,
    by,
    now,
  })
  if (cancelled === null) {
    // The same form sent twice: this staff member cancelled this booking already.
    if (call.cancelledBy === by)
      return c.redirect(`/inbox/applications/${id}?done=call-already#call`, 303)
    return lostPage(c, id)
  }
  // The cancellation goes at once; if this attempt cannot run, the cron sends it.
  c.executionCtx.waitUntil(deliverOutboxNow(c.env, { bookingIds: [cancelled] }))
  return c.redirect(`/inbox/applications/${id}?done=call-cancelled#call`, 303)
}
