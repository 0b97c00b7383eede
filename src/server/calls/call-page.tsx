/**
 * The applicant's call, from their page's signed link (purpose 'page'), without signing in:
 *
 *   GET  /application/<token>/call          the open times, or the booked call (move, cancel)
 *   POST /application/<token>/call          slot=<id>: books it, or moves the call there  → 303
 *   POST /application/<token>/call/cancel   confirm=cancel: cancels the call              → 303
 *   GET  /application/<token>/call.ics      the booked call's calendar file
 *
 * A token this worker did not sign is refused before the database is asked; a GET changes
 * nothing (link scanners open links); posts from another site are refused. A slot someone took
 * first is answered 409 with the times again. Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { invalidMailLink } from '../announcement/unsubscribe'
import { callsContent } from '../content/calls'
import { sameSiteOnly } from '../forms/defence'
import { deliverOutboxNow } from '../outbox/deliver'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { callEvent, liveCallOf } from './booked-call'
import { bookCall } from './booking'
import { applicationIdOf, paths, renderCall } from './call-answer'
import { cancelCall } from './cancel'
import { calendarFile } from './ics'

const text = callsContent.page
const { meta } = text

/** A post's field, as text. */
async function field(c: Context<AppEnv>, name: string) {
  const value = (await c.req.parseBody())[name]
  return typeof value === 'string' ? value : ''
}

const crossSite = sameSiteOnly((c) => c.text('Forbidden', 403))

const token = '/:token{[0-9a-f]{64}}'

const callPage = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get(`${token}/call`, async (c) => {
    const id = await applicationIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    return renderCall(c, id)
  })
  .post(`${token}/call`, crossSite, async (c) => {
    const slot = await field(c, 'slot')
    const id = await applicationIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    if (!/^[1-9][0-9]{0,15}$/.test(slot)) return renderCall(c, id, 'pick')
    const booked = await bookCall(c.env.DB, {
      applicationId: id,
      slotId: Number(slot),
      now: new Date(),
    })
    if (booked.outcome !== 'booked') return renderCall(c, id, booked.outcome)
    const bookingIds = [
      booked.bookingId,
      ...(booked.cancelledId === null ? [] : [booked.cancelledId]),
    ]
    c.executionCtx.waitUntil(deliverOutboxNow(c.env, { bookingIds }))
    return c.redirect(paths(c.req.param('token')).call, 303)
  })
  .post(`${token}/call/cancel`, crossSite, async (c) => {
    const confirmed = (await field(c, 'confirm')) === 'cancel'
    const id = await applicationIdOf(c)
    if (!id) return invalidMailLink(c, meta)
    if (!confirmed) return renderCall(c, id)
    const cancelled = await cancelCall(c.env.DB, { applicationId: id, now: new Date() })
    if (cancelled.outcome !== 'cancelled') return renderCall(c, id, cancelled.outcome)
    c.executionCtx.waitUntil(deliverOutboxNow(c.env, { bookingIds: [cancelled.bookingId] }))
    return c.redirect(paths(c.req.param('token')).call, 303)
  })
  .get(`${token}/call.ics`, async (c) => {
    const settings = announcementSettings(c.env)
    const id = await applicationIdOf(c)
    if (!id || settings.state !== 'ready') return invalidMailLink(c, meta)
    const call = await liveCallOf(c.env.DB, id)
    if (!call) return invalidMailLink(c, meta)
    const link = `${settings.origin}${paths(c.req.param('token')).call}`
    const event = callEvent(call, { from: settings.from, origin: settings.origin, link }, null)
    return c.body(calendarFile(event, null), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="call.ics"',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    })
  })

export default callPage
