// When each version of a call's calendar event was made (DTSTAMP, RFC 5545 3.8.7.2): the
// invitation at the booking, its cancellation at the cancel, each read back by ical.js from the
// mails the applicant gets; and the event's UID names the site's host.
import { env } from 'cloudflare:test'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { hoursFromNow, mailing, pageToken, postCall, seedApplication, seedSlot } from './helpers'

const veventOf = (file: unknown) =>
  new ICAL.Component(ICAL.parse(String(file))).getFirstSubcomponent('vevent') as ICAL.Component

/** An ISO instant as DTSTAMP writes it, to the second. */
const asStamp = (iso: string) => `${iso.slice(0, 19)}Z`

describe('the calendar event’s stamps', () => {
  it('stamps the invitation when booked and the cancellation when cancelled', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    const booked = await env.DB.prepare(
      'SELECT booked_at FROM call_bookings WHERE application_id = ?',
    )
      .bind(id)
      .first<{ booked_at: string }>()
    // Booked long before, so the cancellation's stamp cannot be the booking's by chance.
    await env.DB.prepare(
      "UPDATE call_bookings SET booked_at = '2026-11-30T08:15:30.000Z' WHERE application_id = ?",
    )
      .bind(id)
      .run()
    await postCall(bindings, `/application/${token}/call/cancel`, { confirm: 'cancel' })
    const booking = await env.DB.prepare(
      'SELECT id, cancelled_at FROM call_bookings WHERE application_id = ?',
    )
      .bind(id)
      .first<{ id: number; cancelled_at: string }>()
    const [invitation, cancellation] = accepted.map((mail) =>
      veventOf(mail.attachments?.[0]?.content),
    )
    expect(String(invitation?.getFirstPropertyValue('dtstamp'))).toBe(
      asStamp(booked?.booked_at ?? ''),
    )
    expect(String(cancellation?.getFirstPropertyValue('dtstamp'))).toBe(
      asStamp(booking?.cancelled_at ?? ''),
    )
    expect(cancellation?.getFirstPropertyValue('uid')).toBe(`call-${booking?.id}@lumen.test`)
  })
})
