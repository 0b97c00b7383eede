// An application's call on its inbox page: when (the applicant's zone and the slot's), how long,
// who holds it, where it stands; and staff cancelling it: a confirmation first, then the booking
// they saw cancelled once, the applicant mailed the calendar's CANCEL, the application back to
// Applied with the staff member in its history, and nothing done when the applicant moved first.
import { env } from 'cloudflare:test'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../../src/server/settings/env'
import { staffPost } from '../../announcement/helpers'
import {
  bookingMail,
  hoursFromNow,
  mailing,
  pageToken,
  postCall,
  seedApplication,
  seedSlot,
  standing,
} from '../../calls/helpers'
import { attributeValues, visibleText } from '../../html'
import { send, signToken, staffEmail } from '../helpers'

beforeEach(async () => {
  await env.DB.exec('DELETE FROM outbox WHERE booking_id IS NOT NULL; DELETE FROM call_bookings;')
})

/** A Berlin slot on 28 March 2027, 18:30 there (16:30 UTC, summer time begun that morning). */
const berlinEvening = '2027-03-28T16:30:00.000Z'

/** The applicant books the slot from their own page, as they would. */
async function booked(bindings: Bindings, slot: { startsAt: string; host?: string }) {
  const id = await seedApplication({ name: 'Ada <i>Lovelace</i>', timeZone: 'America/New_York' })
  const slotId = await seedSlot({ ...slot, timeZone: 'Europe/Berlin' })
  await postCall(bindings, `/application/${await pageToken(id)}/call`, { slot: String(slotId) })
  const booking = (await standing(id)).live[0]?.id
  if (booking === undefined) throw new Error('not booked')
  return { id, slotId, booking }
}

const page = async (bindings: Bindings, id: string) => {
  const answer = await send(
    `/inbox/applications/${id}`,
    { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } },
    bindings,
  )
  expect(answer.status).toBe(200)
  return answer.text()
}

const cancelPath = (id: string) => `/inbox/applications/${id}/call/cancel`

describe("an application's call on its page", () => {
  it('shows both zones’ times, its length, host and state, with a link to the calls', async () => {
    const { bindings } = await mailing()
    const { id } = await booked(bindings, { startsAt: berlinEvening, host: 'Grace <b>H</b>' })
    const html = await page(bindings, id)
    const words = visibleText(html)
    expect(words).toMatch(/Call Applicant’s time Sun, 28 Mar 2027, 12:30 \(America\/New_York\)/)
    expect(words).toContain('Slot’s time Sun, 28 Mar 2027, 18:30 (Europe/Berlin)')
    expect(words).toContain('Length 30 minutes')
    expect(words).toContain('Host Grace <b>H</b>')
    expect(words).toContain('State Booked')
    expect(html).not.toContain('<b>H</b>')
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/calls')
    expect(attributeValues(html, 'form', 'action')).toContain(cancelPath(id))
  })

  it('says a call was held once the application moved past it, and offers no cancel', async () => {
    const { bindings } = await mailing()
    const { id } = await booked(bindings, { startsAt: hoursFromNow(30) })
    for (const stage of ['call-held', 'technical-check', 'offer', 'enrolled']) {
      await env.DB.prepare('UPDATE applications SET stage = ? WHERE id = ?').bind(stage, id).run()
      const html = await page(bindings, id)
      expect(visibleText(html), stage).toContain('State Held')
      expect(attributeValues(html, 'form', 'action'), stage).not.toContain(cancelPath(id))
    }
  })

  it('says who cancelled a call, and that none is booked before the first', async () => {
    const { bindings } = await mailing()
    const { id } = await booked(bindings, { startsAt: hoursFromNow(40) })
    await postCall(bindings, `/application/${await pageToken(id)}/call/cancel`, {
      confirm: 'cancel',
    })
    expect(visibleText(await page(bindings, id))).toMatch(/State Cancelled by the applicant ?, /)
    const none = visibleText(await page(bindings, await seedApplication()))
    expect(none).toContain('No call booked yet')
  })
})

describe('staff cancelling a call', () => {
  it('confirms first, then cancels once, mails the CANCEL and records who did it', async () => {
    const { bindings, accepted } = await mailing()
    const { id, slotId, booking } = await booked(bindings, { startsAt: berlinEvening })
    const fields = { booking: String(booking) }
    const asked = await staffPost(cancelPath(id), fields, bindings)
    expect(asked.status).toBe(200)
    const confirmation = await asked.text()
    expect(visibleText(confirmation)).toContain('Cancel the call and mail the applicant')
    expect(visibleText(confirmation)).toContain('Sun, 28 Mar 2027, 18:30 (Europe/Berlin)')
    expect((await standing(id)).live).toHaveLength(1)

    const done = await staffPost(cancelPath(id), { ...fields, confirm: 'cancel' }, bindings)
    expect(done.status).toBe(303)
    expect(done.headers.get('Location')).toBe(`/inbox/applications/${id}?done=call-cancelled#call`)
    const after = await standing(id)
    expect(after.stage).toBe('applied')
    expect(after.live).toEqual([])
    expect(after.moves).toEqual([
      { from_stage: 'applied', to_stage: 'call-booked', moved_by: 'applicant' },
      { from_stage: 'call-booked', to_stage: 'applied', moved_by: staffEmail },
    ])
    expect((await bookingMail(id)).map((row) => row.kind)).toEqual([
      'call-booked',
      'call-cancelled',
    ])
    const mail = accepted.at(-1)
    expect(mail?.subject).toBe('Your call is cancelled · Lumen Code Academy')
    expect(mail?.text).toContain('the school had to cancel your admission call')
    expect(mail?.text).toContain(`/application/${await pageToken(id)}/call`)
    const ics = (content: unknown) =>
      new ICAL.Event(
        new ICAL.Component(ICAL.parse(String(content))).getFirstSubcomponent('vevent') ?? undefined,
      )
    const cancellation = new ICAL.Component(ICAL.parse(String(mail?.attachments?.[0]?.content)))
    expect(cancellation.getFirstPropertyValue('method')).toBe('CANCEL')
    const invitation = ics(accepted[0]?.attachments?.[0]?.content)
    expect(ics(mail?.attachments?.[0]?.content).uid).toBe(invitation.uid)
    expect(ics(mail?.attachments?.[0]?.content).sequence).toBe(invitation.sequence + 1)
    const words = visibleText(await page(bindings, id))
    expect(words).toContain(`State Cancelled by ${staffEmail}`)
    expect(words).toContain(`Moved from Call booked to Applied by ${staffEmail}`)

    // Sent twice: nothing more, one cancellation mailed; the slot is free for another applicant.
    const again = await staffPost(cancelPath(id), { ...fields, confirm: 'cancel' }, bindings)
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=call-already#call`)
    expect(accepted).toHaveLength(2)
    const other = await seedApplication()
    const rebooked = await postCall(bindings, `/application/${await pageToken(other)}/call`, {
      slot: String(slotId),
    })
    expect(rebooked.status).toBe(303)
  })

  it('does nothing when the applicant moved the call first: their new one stays', async () => {
    const { bindings, accepted } = await mailing()
    const { id, booking } = await booked(bindings, { startsAt: hoursFromNow(60) })
    const later = await seedSlot({ startsAt: hoursFromNow(80), host: 'Linus' })
    await postCall(bindings, `/application/${await pageToken(id)}/call`, { slot: String(later) })
    const sent = accepted.length
    const lost = await staffPost(
      cancelPath(id),
      { booking: String(booking), confirm: 'cancel' },
      bindings,
    )
    expect(lost.status).toBe(409)
    expect(visibleText(await lost.text())).toContain('nothing was cancelled or sent')
    const after = await standing(id)
    expect(after.stage).toBe('call-booked')
    expect(after.live.map((row) => row.slot_id)).toEqual([later])
    expect(accepted).toHaveLength(sent)
  })

  it('refuses a call that has begun, another site’s post, and a booking of someone else', async () => {
    const { bindings } = await mailing()
    const { id, booking } = await booked(bindings, { startsAt: hoursFromNow(20) })
    const fields = { booking: String(booking), confirm: 'cancel' }
    const forged = await staffPost(cancelPath(id), fields, bindings, {
      Origin: 'https://evil.test',
    })
    expect(forged.status).toBe(403)
    const stranger = await staffPost(cancelPath(await seedApplication()), fields, bindings)
    expect(stranger.status).toBe(404)
    expect((await standing(id)).live).toHaveLength(1)
    await env.DB.prepare(
      'UPDATE call_slots SET starts_at = ? WHERE id = (SELECT slot_id FROM call_bookings WHERE id = ?)',
    )
      .bind(hoursFromNow(-1), booking)
      .run()
    expect((await staffPost(cancelPath(id), fields, bindings)).status).toBe(409)
    // Asked to confirm a cancel of a call that has begun: nothing to confirm, the way back.
    const asked = await staffPost(cancelPath(id), { booking: String(booking) }, bindings)
    expect(asked.status).toBe(409)
    const lost = await asked.text()
    expect(attributeValues(lost, 'a', 'href')).toContain(`/inbox/applications/${id}#call`)
    expect(lost).toContain('<title>Cancel this call? · Lumen Code Academy</title>')
    // A booking field no form sends.
    for (const bad of ['', 'abc', '0', '1x', '12x', `x${booking}`, '1'.repeat(17)]) {
      const refused = await staffPost(cancelPath(id), { booking: bad, confirm: 'cancel' }, bindings)
      expect(refused.status, bad).toBe(400)
      expect(await refused.text()).toBe('Not a booking')
    }
    expect((await standing(id)).live).toHaveLength(1)
    const begun = await page(bindings, id)
    expect(visibleText(begun)).toContain('State Its time has come')
    // Nothing to cancel any more: the page offers no cancel.
    expect(attributeValues(begun, 'form', 'action')).not.toContain(cancelPath(id))
  })
})
