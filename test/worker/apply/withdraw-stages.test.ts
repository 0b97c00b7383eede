// Which applications Withdraw acts on (page/withdraw.ts): every stage still under consideration
// moves to 'withdrawn' with its move recorded from where it stood; an enrolled or declined one
// stays; an erased one is gone; a live call is cancelled with it, a call cancelled before stays
// as it was.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { withdrawApplication } from '../../../src/server/applications/page/withdraw'
import { seedApplication, seedBooking, storedApplication } from './applicant-page-helpers'

const movesOf = (id: string) =>
  env.DB.prepare(
    'SELECT from_stage, to_stage, moved_by FROM application_moves WHERE application_id = ?',
  )
    .bind(id)
    .all()
    .then(({ results }) => results)

const now = new Date('2027-01-10T12:00:00.000Z')

describe('withdrawing at each stage', () => {
  it('withdraws every stage still under consideration, recording where it stood', async () => {
    for (const stage of ['applied', 'call-booked', 'call-held', 'technical-check', 'offer']) {
      const id = await seedApplication({ stage })
      expect(await withdrawApplication(env.DB, id, now), stage).toEqual({
        outcome: 'withdrawn',
        cancelledBookings: [],
      })
      expect((await storedApplication(id))?.stage).toBe('withdrawn')
      expect(await movesOf(id)).toEqual([
        { from_stage: stage, to_stage: 'withdrawn', moved_by: 'applicant' },
      ])
    }
  })

  it('leaves an enrolled or declined application where it stands', async () => {
    for (const stage of ['enrolled', 'declined']) {
      const id = await seedApplication({ stage })
      const booking = await seedBooking(id)
      expect(await withdrawApplication(env.DB, id, now), stage).toEqual({ outcome: 'closed' })
      expect((await storedApplication(id))?.stage).toBe(stage)
      expect(await movesOf(id)).toEqual([])
      const call = await env.DB.prepare('SELECT cancelled_at FROM call_bookings WHERE id = ?')
        .bind(booking)
        .first()
      expect(call).toEqual({ cancelled_at: null })
    }
  })

  it('answers a withdrawn one as withdrawn, and an erased one as gone', async () => {
    const id = await seedApplication({ stage: 'withdrawn' })
    expect(await withdrawApplication(env.DB, id, now)).toEqual({
      outcome: 'withdrawn',
      cancelledBookings: [],
    })
    expect(await movesOf(id)).toEqual([])
    expect(await withdrawApplication(env.DB, crypto.randomUUID(), now)).toEqual({ outcome: 'gone' })
  })

  it('cancels the live call at the instant of the press, and no call cancelled before', async () => {
    const id = await seedApplication({ stage: 'call-booked' })
    const earlier = await seedBooking(id, { startsAt: '2027-02-10T18:30:00.000Z' })
    await env.DB.prepare(
      "UPDATE call_bookings SET cancelled_at = '2027-01-01T09:00:00.000Z', cancelled_by = 'staff' WHERE id = ?",
    )
      .bind(earlier)
      .run()
    const live = await seedBooking(id)
    expect(await withdrawApplication(env.DB, id, now)).toEqual({
      outcome: 'withdrawn',
      cancelledBookings: [live],
    })
    const calls = await env.DB.prepare(
      'SELECT id, cancelled_at, cancelled_by FROM call_bookings WHERE application_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
    expect(calls.results).toEqual([
      { id: earlier, cancelled_at: '2027-01-01T09:00:00.000Z', cancelled_by: 'staff' },
      { id: live, cancelled_at: now.toISOString(), cancelled_by: 'applicant' },
    ])
    const mail = await env.DB.prepare(
      "SELECT booking_id FROM outbox WHERE kind = 'call-cancelled' AND booking_id IN (?, ?)",
    )
      .bind(earlier, live)
      .all()
    expect(mail.results).toEqual([{ booking_id: live }])
  })
})
