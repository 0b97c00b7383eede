// A move that ends a booked call (back to Applied, Declined, Withdrawn) cancels the call still to
// come in the same batch and queues its cancellation for the applicant, so neither a reminder nor
// the host waits for a call nobody will hold; a move onward (Call held) leaves the call as it is.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { runScheduledJob } from '../../../../src/server/scheduled'
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

beforeEach(async () => {
  await env.DB.exec('DELETE FROM outbox WHERE booking_id IS NOT NULL; DELETE FROM call_bookings;')
})

/** An application whose applicant booked a call `hours` from now, from their own page. */
async function bookedIn(hours: number) {
  const { bindings, accepted } = await mailing()
  const id = await seedApplication()
  const slot = await seedSlot({ startsAt: hoursFromNow(hours) })
  await postCall(bindings, `/application/${await pageToken(id)}/call`, { slot: String(slot) })
  expect((await standing(id)).stage).toBe('call-booked')
  return { bindings, accepted, id }
}

const moveTo = (
  bindings: Awaited<ReturnType<typeof mailing>>['bindings'],
  id: string,
  to: string,
) =>
  staffPost(
    `/inbox/applications/${id}/move`,
    { from: 'call-booked', to, key: crypto.randomUUID(), confirm: 'move' },
    bindings,
  )

describe('a move that ends a booked call', () => {
  for (const [at, to] of ['declined', 'withdrawn', 'applied'].entries()) {
    it(`cancels the call still to come when moved to ${to}, and queues its cancellation`, async () => {
      // A slot of its own: one host's slots start at different times.
      const { bindings, id } = await bookedIn(48 + at)
      expect((await moveTo(bindings, id, to)).status).toBe(303)
      const after = await standing(id)
      expect(after.stage).toBe(to)
      expect(after.live).toEqual([])
      expect((await bookingMail(id)).map((row) => row.kind)).toEqual([
        'call-booked',
        'call-cancelled',
      ])
    })
  }

  it('tells a declined applicant the call is off, and offers no other time', async () => {
    const { bindings, accepted, id } = await bookedIn(54)
    await moveTo(bindings, id, 'declined')
    await runScheduledJob(bindings, new Date(Date.now() + 60_000))
    const mail = accepted.find((sent) => sent.subject?.startsWith('Your call is cancelled'))
    expect(mail?.text).toContain(
      'your admission call is cancelled, since your application is closed',
    )
    expect(mail?.text).toContain('Your page, where the application stands:')
    expect(mail?.text).not.toContain('book another time')
    expect(mail?.text).not.toContain(`/application/${await pageToken(id)}/call`)
  })

  it('keeps the call on a move onward, and a call already past on any move', async () => {
    const onward = await bookedIn(60)
    expect((await moveTo(onward.bindings, onward.id, 'call-held')).status).toBe(303)
    expect((await standing(onward.id)).live).toHaveLength(1)

    const past = await bookedIn(30)
    await env.DB.prepare(
      `UPDATE call_slots SET starts_at = ?
       WHERE id = (SELECT slot_id FROM call_bookings WHERE application_id = ?)`,
    )
      .bind(hoursFromNow(-2), past.id)
      .run()
    expect((await moveTo(past.bindings, past.id, 'declined')).status).toBe(303)
    expect((await standing(past.id)).live).toHaveLength(1)
    expect((await bookingMail(past.id)).map((row) => row.kind)).toEqual(['call-booked'])
  })
})
