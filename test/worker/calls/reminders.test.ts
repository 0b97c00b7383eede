// The reminder a day before a call: queued by the Cron job for each live booking starting within
// 24 hours, once however many runs see it, and sent through the outbox in the same run.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { runScheduledJob } from '../../../src/server/scheduled'
import { hoursFromNow, mailing, seedApplication, seedSlot } from './helpers'

/** A booking made `bookedHoursAgo` ago, cancelled when told. Returns its id. */
async function seedBooking(
  applicationId: string,
  slotId: number,
  bookedHoursAgo = 48,
  cancelled = false,
) {
  const row = await env.DB.prepare(
    `INSERT INTO call_bookings (slot_id, application_id, booked_at, cancelled_at, cancelled_by)
     VALUES (?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      slotId,
      applicationId,
      hoursFromNow(-bookedHoursAgo),
      cancelled ? hoursFromNow(-1) : null,
      cancelled ? 'applicant' : null,
    )
    .first<{ id: number }>()
  return row?.id as number
}

const reminders = () =>
  env.DB.prepare("SELECT booking_id, state FROM outbox WHERE kind = 'call-reminder' ORDER BY id")
    .all<{ booking_id: number; state: string }>()
    .then(({ results }) => results)

describe('the reminder 24 hours before a call', () => {
  it('goes once to each live booking due within a day, in both zones', async () => {
    const { bindings, accepted } = await mailing()
    const due = await seedBooking(
      await seedApplication({ name: 'Due', email: 'due@example.com', timeZone: 'Asia/Tokyo' }),
      await seedSlot({ startsAt: hoursFromNow(20), timeZone: 'Europe/Berlin', host: 'R1' }),
    )
    await seedBooking(
      await seedApplication(),
      await seedSlot({ startsAt: hoursFromNow(30), host: 'R2' }),
    )
    await seedBooking(
      await seedApplication(),
      await seedSlot({ startsAt: hoursFromNow(10), host: 'R3' }),
      48,
      true,
    )
    // Booked an hour ago for a call in five: its confirmation said it all.
    await seedBooking(
      await seedApplication(),
      await seedSlot({ startsAt: hoursFromNow(5), host: 'R4' }),
      1,
    )
    await runScheduledJob(bindings, new Date())
    await runScheduledJob(bindings, new Date(Date.now() + 60_000))
    expect(await reminders()).toEqual([{ booking_id: due, state: 'delivered' }])
    const sent = accepted.filter(
      (mail) => mail.subject === 'Your call is tomorrow · Lumen Code Academy',
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe('due@example.com')
    expect(sent[0]?.text).toContain('(Asia/Tokyo)')
    expect(sent[0]?.text).toContain('(Europe/Berlin)')
    expect(sent[0]?.text).toContain('With:              R1')
  })
})
