import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, send } from '../helpers'
import { autumn, publishCohorts, seedApplication, spring } from './seed'

/** Writes the moves that took an application through `stages`, in order. */
async function moved(id: string, stages: string[]) {
  for (const [index, to] of stages.entries()) {
    await env.DB.prepare(
      `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by)
       VALUES (?, ?, ?, 'kim@lumen.example')`,
    )
      .bind(id, index === 0 ? 'applied' : stages[index - 1], to)
      .run()
  }
}

beforeAll(async () => {
  await publishCohorts([spring, autumn])
  await seedApplication({ name: 'Secret Unconfirmed', confirmed: false, heardFrom: 'search' })
  await seedApplication({ stage: 'call-booked', heardFrom: 'friend' })
  const offered = await seedApplication({ stage: 'offer', heardFrom: 'friend' })
  await moved(offered, ['call-booked', 'call-held', 'offer'])
  const declined = await seedApplication({ stage: 'declined', heardFrom: 'social' })
  await moved(declined, ['call-booked', 'call-held', 'declined'])
  const enrolled = await seedApplication({
    stage: 'enrolled',
    heardFrom: 'event',
    email: 'private@example.com',
  })
  await moved(enrolled, ['call-booked', 'call-held', 'offer', 'enrolled'])
  // Booked a call, which was cancelled: it was booked all the same.
  const cancelled = await seedApplication({ heardFrom: 'friend' })
  const slot = await env.DB.prepare(
    `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
     VALUES ('2027-02-09T15:00:00.000Z', 30, 'UTC', 'kim', 'kim') RETURNING id`,
  ).first<{ id: number }>()
  await env.DB.prepare(
    `INSERT INTO call_bookings (slot_id, application_id, cancelled_at) VALUES (?, ?, '2027-02-01T00:00:00Z')`,
  )
    .bind(slot?.id, cancelled)
    .run()
  await seedApplication({ cohort: autumn.startDate, heardFrom: 'media' })
})

describe('the applications funnel', () => {
  it('counts, per cohort, the applications that reached each step, now or by a move', async () => {
    const response = await asStaff('/inbox/applications/funnel')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toMatch(
      /Cohort Submitted Confirmed Calls booked Calls held Offers Enrolled Starts March 2, 2027 6 5 5 3 2 1 Starts September 7, 2027 1 1 0 0 0 0/,
    )
  })

  it('counts by how they heard, and names no applicant', async () => {
    const response = await asStaff('/inbox/applications/funnel')
    const html = await response.text()
    const text = visibleText(html)
    expect(text).toMatch(
      /Starts March 2, 2027 .*A friend or colleague 3 0 .*An event or meetup 1 1/,
    )
    expect(text).toMatch(/A search engine 1 0/)
    expect(html).not.toContain('Secret Unconfirmed')
    expect(html).not.toContain('private@example.com')
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('is refused without a valid Access token', async () => {
    expect((await send('/inbox/applications/funnel')).status).toBe(401)
  })
})
