// Erasing an address in the inbox leaves nothing of its applications anywhere an SQL reader could
// look: every column of every table read after it (applications, their conversation, moves,
// bookings and queued mail among them), as the message erasure tests read it.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { tracesOf } from '../db-traces'
import { postForm, seedMessage } from '../inbox/helpers'
import { seedApplication, seedBooking, seedEntry } from './applicant-page-helpers'
import { autumn, publishCohorts, spring } from './helpers'

beforeEach(() => publishCohorts())

const queue = (column: string, kind: string, id: number) =>
  env.DB.prepare(
    `INSERT INTO outbox (kind, ${column}, next_attempt_at, window_started_at)
     VALUES (?, ?, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')`,
  )
    .bind(kind, id)
    .run()

/** An application with words of its own in each place one can hold them. */
async function fullApplication(email: string, tag: string, cohort = spring.startDate) {
  const id = await seedApplication({
    cohort,
    email,
    name: `Pemberwick${tag} Sallow`,
    goals: `Build Thornquist${tag} for my town`,
    stage: 'call-booked',
  })
  const booking = await seedBooking(id)
  const message = await seedEntry(id, {
    kind: 'message',
    subject: `Your call, Pemberwick${tag}`,
    body: `See you on Tuesday, Pemberwick${tag}.`,
    author: 'grace@lumen.example',
    at: '2026-11-21T10:00:00.000Z',
  })
  const answer = await seedEntry(id, {
    kind: 'answer',
    subject: 'Re: Your call',
    body: `Tuesday is fine, Larkspurn${tag}.`,
    author: email,
    at: '2026-11-22T10:00:00.000Z',
  })
  await env.DB.prepare(
    `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, entry_id)
     VALUES (?, 'applied', 'call-booked', 'applicant', ?)`,
  )
    .bind(id, message)
    .run()
  await queue('application_entry_id', 'application-message', message)
  await queue('application_entry_id', 'application-answer', answer)
  await queue('booking_id', 'call-booked', booking)
  await queue('booking_id', 'call-reminder', booking)
  await env.DB.prepare(
    `INSERT INTO outbox (kind, application_id, next_attempt_at, window_started_at)
     VALUES ('application-confirmation', ?, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')`,
  )
    .bind(id)
    .run()
  return { id, booking, message, answer }
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n

describe('erasing an address leaves nothing of its applications', () => {
  it('takes every application of its mailbox with its conversation, moves, calls and mail', async () => {
    const leaver = await fullApplication('Wrenfield812@Example.com', '812')
    const second = await fullApplication('wrenfield812+autumn@example.com', '813', autumn.startDate)
    const stayer = await fullApplication('stayer812@example.com', '899')
    const message = await seedMessage({ email: 'wrenfield812@example.com' })
    const needles = [
      'wrenfield812',
      'pemberwick812',
      'thornquist812',
      'larkspurn812',
      'pemberwick813',
      'larkspurn813',
      leaver.id,
      second.id,
    ]
    expect((await tracesOf(needles)).length).toBeGreaterThan(0)

    const erased = await postForm(`/inbox/${message}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)

    expect(await tracesOf(needles)).toEqual([])
    // What hangs on the erased rows by number, not by words, is gone too.
    for (const gone of [leaver, second]) {
      const ids = [gone.message, gone.answer]
      expect(
        await count('SELECT COUNT(*) AS n FROM call_bookings WHERE id = ?', gone.booking),
      ).toBe(0)
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM outbox WHERE booking_id = ? OR application_entry_id IN (?, ?)',
          gone.booking,
          ...ids,
        ),
      ).toBe(0)
    }
    // Someone else's application keeps all of it.
    expect(await tracesOf(['pemberwick899', 'larkspurn899', 'stayer812'])).toEqual(
      expect.arrayContaining([
        'applications.email: stayer812',
        'application_entries.body: pemberwick899',
        'application_entries.body: larkspurn899',
      ]),
    )
    expect(
      await count('SELECT COUNT(*) AS n FROM outbox WHERE booking_id = ?', stayer.booking),
    ).toBe(2)
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM application_moves WHERE application_id = ?',
        stayer.id,
      ),
    ).toBe(1)
  })
})
