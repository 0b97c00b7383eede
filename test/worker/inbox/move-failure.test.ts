// A move the database refuses for a reason of its own (a full disk, say) is a failure staff are
// shown as one (500), not "someone moved it meanwhile" (409), and nothing of it is kept: an
// application's move, with its message or without, and a proposal request's.
import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { proposeWith, valid } from '../proposals/helpers'
import { callHeldWithMessage, move, movesOf, seedApplication, stageOf } from './applications/seed'
import { postForm } from './helpers'

/** Makes every insert into `table` fail as a disk would, until the test ends. */
const refuseInserts = (table: string) =>
  env.DB.exec(
    `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
  )

// The failure is logged for us (web/errors.tsx), each time.
const logged = vi.spyOn(console, 'error')
beforeEach(() => {
  logged.mockReset().mockImplementation(() => {})
})

afterEach(async () => {
  await env.DB.exec('DROP TRIGGER IF EXISTS refuse_application_moves')
  await env.DB.exec('DROP TRIGGER IF EXISTS refuse_proposal_moves')
})

describe('a move the database refuses', () => {
  it('is an error for an application, with its message or without, and keeps nothing', async () => {
    const id = await seedApplication()
    await refuseInserts('application_moves')
    const moveOnly = { from: 'applied', to: 'declined', key: crypto.randomUUID(), confirm: 'move' }
    const withMessage = callHeldWithMessage()
    for (const fields of [moveOnly, withMessage]) {
      const refused = await move(id, fields)
      expect(refused.status, fields.confirm).toBe(500)
      expect(await refused.text()).not.toContain('while you were')
    }
    expect(logged).toHaveBeenCalledTimes(2)
    expect(await stageOf(id)).toBe('applied')
    expect(await movesOf(id)).toEqual([])
    const { messages } = (await env.DB.prepare(
      "SELECT COUNT(*) AS messages FROM application_entries WHERE application_id = ? AND kind = 'message'",
    )
      .bind(id)
      .first<{ messages: number }>()) ?? { messages: -1 }
    expect(messages).toBe(0)
  })

  it('is an error for a proposal request, and keeps nothing', async () => {
    const email = `buyer${crypto.randomUUID().slice(0, 8)}@acme.example`
    expect((await proposeWith({ ...valid, email })).status).toBe(201)
    const { id } = (await env.DB.prepare('SELECT id FROM proposal_requests WHERE email = ?')
      .bind(email)
      .first<{ id: string }>()) ?? { id: '' }
    await refuseInserts('proposal_moves')
    const fields = { stage: 'call', seen: 'new', key: crypto.randomUUID() }
    const refused = await postForm(`/inbox/proposals/${id}/stage`, fields)
    expect(refused.status).toBe(500)
    expect(await refused.text()).not.toContain('while you were')
    const row = await env.DB.prepare(
      'SELECT stage, (SELECT COUNT(*) FROM proposal_moves WHERE proposal_id = ?1) AS moves FROM proposal_requests WHERE id = ?1',
    )
      .bind(id)
      .first()
    expect(row).toEqual({ stage: 'new', moves: 0 })
    expect(String(logged.mock.calls[0]?.[1])).toContain('disk I/O error')
  })
})
