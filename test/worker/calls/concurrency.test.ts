// One slot, one booking, however many pick it at once: the partial UNIQUE indexes of
// migrations/0019 decide in the booking's INSERT, never a check before it
// (docs/architecture.md, "Calls").
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bookCall } from '../../../src/server/calls/booking'
import { hoursFromNow, seedApplication, seedApplications, seedSlot, standing } from './helpers'

describe('200 applicants picking 10 slots at once', () => {
  it('book exactly 10, one a slot; the 190 others are told the slot went', async () => {
    const slots = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        seedSlot({ startsAt: hoursFromNow(48 + index), host: 'Race host' }),
      ),
    )
    const applicants = await seedApplications(200)
    const now = new Date()
    const outcomes = await Promise.all(
      applicants.map((applicationId, index) =>
        bookCall(env.DB, { applicationId, slotId: slots[index % 10] as number, now }),
      ),
    )
    const booked = outcomes.filter((outcome) => outcome.outcome === 'booked')
    expect(booked).toHaveLength(10)
    expect(outcomes.filter((outcome) => outcome.outcome === 'taken')).toHaveLength(190)
    const rows = await env.DB.prepare(
      `SELECT slot_id, COUNT(*) AS n FROM call_bookings
       WHERE cancelled_at IS NULL AND slot_id IN (SELECT id FROM call_slots WHERE host = 'Race host')
       GROUP BY slot_id`,
    ).all<{ slot_id: number; n: number }>()
    expect(rows.results.map((row) => row.n)).toEqual(Array(10).fill(1))
    // The losers' batches changed nothing: still 'applied', no move, no mail.
    const moved = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM applications WHERE stage = 'call-booked' AND id IN
       (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(applicants))
      .first<{ n: number }>()
    expect(moved?.n).toBe(10)
    const mails = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox WHERE kind = 'call-booked' AND booking_id IN
       (SELECT id FROM call_bookings WHERE slot_id IN (SELECT value FROM json_each(?)))`,
    )
      .bind(JSON.stringify(slots))
      .first<{ n: number }>()
    expect(mails?.n).toBe(10)
  }, 60_000)
})

describe('one application booking twice at once', () => {
  it('keeps one live booking, one move and one mail', async () => {
    const applicationId = await seedApplication()
    const [first, second] = await Promise.all([
      seedSlot({ startsAt: hoursFromNow(72), host: 'Twice A' }),
      seedSlot({ startsAt: hoursFromNow(73), host: 'Twice B' }),
    ])
    const now = new Date()
    const outcomes = await Promise.all([
      bookCall(env.DB, { applicationId, slotId: first, now }),
      bookCall(env.DB, { applicationId, slotId: second, now }),
    ])
    // The other pick is told the application holds a call already.
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['already', 'booked'])
    const after = await standing(applicationId)
    expect(after.stage).toBe('call-booked')
    expect(after.live).toHaveLength(1)
    expect(after.moves).toEqual([
      { from_stage: 'applied', to_stage: 'call-booked', moved_by: 'applicant' },
    ])
  })
})

describe('one slot picked twice at once by one application', () => {
  it('answers both as booked, with the one booking', async () => {
    const applicationId = await seedApplication()
    const slotId = await seedSlot({ startsAt: hoursFromNow(74), host: 'Twice same' })
    const now = new Date()
    const outcomes = await Promise.all([
      bookCall(env.DB, { applicationId, slotId, now }),
      bookCall(env.DB, { applicationId, slotId, now }),
    ])
    const after = await standing(applicationId)
    expect(after.live).toHaveLength(1)
    const bookingId = after.live[0]?.id
    expect(outcomes).toEqual([
      { outcome: 'booked', bookingId, cancelledId: null },
      { outcome: 'booked', bookingId, cancelledId: null },
    ])
  })
})
