// Retention of applications: a withdrawn or declined application is deleted once it has stood so
// for APPLICATION_RETENTION_DAYS (default 180), with everything of it, by the scheduled job; an
// application still under consideration, or enrolled, is never deleted by it.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runJob } from '../outbox/outbox'
import { seedApplication, seedBooking, seedEntry } from './applicant-page-helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

const now = new Date('2026-11-23T15:30:00.000Z')

/** An application that moved to `stage` at `movedAt` (no move recorded when null). */
async function closedAt(stage: string, movedAt: string | null, createdAt = '2026-01-10T00:00:00Z') {
  const id = await seedApplication({ stage, createdAt })
  if (movedAt) {
    await env.DB.prepare(
      `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
       VALUES (?, 'applied', ?, 'applicant', ?)`,
    )
      .bind(id, stage, movedAt)
      .run()
  }
  return id
}

async function remaining(ids: string[]) {
  const { results } = await env.DB.prepare(
    'SELECT id FROM applications WHERE id IN (SELECT value FROM json_each(?))',
  )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>()
  return ids.filter((id) => results.some((row) => row.id === id))
}

describe('retention of applications', () => {
  it('deletes withdrawn and declined applications past the period, keeping newer and active ones', async () => {
    // 180 days before 2026-11-23 is 2026-05-27 (UTC): from then on, kept.
    const oldWithdrawn = await closedAt('withdrawn', '2026-05-26T23:59:59.999Z')
    const oldDeclined = await closedAt('declined', '2026-02-01T10:00:00.000Z')
    const edge = await closedAt('withdrawn', '2026-05-27T00:00:00.000Z')
    const newWithdrawn = await closedAt('withdrawn', '2026-11-01T10:00:00.000Z')
    // Withdrawn lately, though applied long ago: its period runs from the withdrawal.
    const lateWithdrawal = await closedAt(
      'withdrawn',
      '2026-10-01T10:00:00.000Z',
      '2025-01-01T00:00:00Z',
    )
    // No move recorded: counted from when it arrived.
    const unrecorded = await closedAt('declined', null, '2025-06-01T00:00:00Z')
    const active = await closedAt('offer', '2025-03-01T00:00:00.000Z', '2025-02-01T00:00:00Z')
    const oldApplied = await seedApplication({
      stage: 'applied',
      createdAt: '2024-01-01T00:00:00Z',
    })
    const enrolled = await closedAt('enrolled', '2025-03-01T00:00:00.000Z', '2025-02-01T00:00:00Z')
    await seedBooking(oldWithdrawn)
    await seedEntry(oldWithdrawn, {
      kind: 'message',
      subject: 'Sorry to see you go',
      body: 'Goodbye',
      author: 'school',
      at: '2026-05-26T10:00:00.000Z',
    })
    const all = [
      oldWithdrawn,
      oldDeclined,
      edge,
      newWithdrawn,
      lateWithdrawal,
      unrecorded,
      active,
      oldApplied,
      enrolled,
    ]

    await runJob({}, now)

    expect(await remaining(all)).toEqual([
      edge,
      newWithdrawn,
      lateWithdrawal,
      active,
      oldApplied,
      enrolled,
    ])
    for (const table of ['application_entries', 'application_moves', 'call_bookings']) {
      const left = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM ${table} WHERE application_id = ?`,
      )
        .bind(oldWithdrawn)
        .first<{ n: number }>()
      expect(left?.n, table).toBe(0)
    }
    // The next day the one on the edge goes too.
    await runJob({}, new Date('2026-11-24T00:00:00.000Z'))
    expect(await remaining([edge, newWithdrawn])).toEqual([newWithdrawn])
  })

  it('follows APPLICATION_RETENTION_DAYS; 0 keeps them, and an unreadable value deletes none', async () => {
    const month = await closedAt('withdrawn', '2026-10-20T00:00:00.000Z')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runJob({ APPLICATION_RETENTION_DAYS: '0' }, now)
    await runJob({ APPLICATION_RETENTION_DAYS: 'thirty' }, now)
    expect(await remaining([month])).toEqual([month])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('APPLICATION_RETENTION_DAYS'))
    await runJob({ APPLICATION_RETENTION_DAYS: '30' }, now)
    expect(await remaining([month])).toEqual([])
  })
})
