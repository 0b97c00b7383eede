// Erasing an address in the inbox takes its proposal requests with their moves, notes and the
// confirmation mail still queued: every column of every table read after it.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { postForm, seedMessage } from '../inbox/helpers'
import { proposeWith, valid } from './helpers'

const everyRow = (table: string) =>
  env.DB.prepare(`SELECT * FROM ${table}`)
    .all()
    .then(({ results }) => results)

const idOf = (email: string) =>
  env.DB.prepare('SELECT id FROM proposal_requests WHERE email = ?')
    .bind(email)
    .first<{ id: string }>()
    .then((row) => row?.id ?? '')

describe('erasing an address', () => {
  it('takes its mailbox’s proposal requests, their moves, notes and mail, and nobody else’s', async () => {
    // Mail on but failing, so the confirmations stay queued in the outbox.
    const bindings = (await announcing(recordingMailer(1).mailer)) as Bindings
    await proposeWith({ ...valid, email: 'Leaver@Acme.example' }, bindings)
    await proposeWith(
      {
        ...valid,
        offering: 'technical',
        topics: ['Database design and query performance'],
        email: 'leaver+tech@acme.example',
      },
      bindings,
    )
    await proposeWith({ ...valid, email: 'stayer@acme.example', company: 'Stays Ltd' }, bindings)
    for (const email of ['Leaver@Acme.example', 'stayer@acme.example']) {
      const id = await idOf(email)
      expect(
        (
          await postForm(`/inbox/proposals/${id}/stage`, {
            stage: 'call',
            seen: 'new',
            key: crypto.randomUUID(),
          })
        ).status,
      ).toBe(303)
      expect(
        (await postForm(`/inbox/proposals/${id}/note`, { note: `About ${email}` })).status,
      ).toBe(303)
    }
    const queued = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'proposal-confirmation'",
    ).first<{ n: number }>()
    expect(queued?.n).toBe(3)

    const message = await seedMessage({ email: 'leaver@acme.example' })
    const erased = await postForm(`/inbox/${message}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)

    const left = await everyRow('proposal_requests')
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ email: 'stayer@acme.example', company: 'Stays Ltd' })
    const tables = ['proposal_requests', 'proposal_moves', 'proposal_notes', 'outbox']
    const serialised = JSON.stringify(await Promise.all(tables.map(everyRow)))
    expect(serialised).not.toMatch(/leaver/i)
    const stayer = left[0]?.id
    expect((await everyRow('proposal_moves')).map((row) => row.proposal_id)).toEqual([stayer])
    expect((await everyRow('proposal_notes')).map((row) => row.proposal_id)).toEqual([stayer])
    const mail = await env.DB.prepare(
      "SELECT proposal_id FROM outbox WHERE kind = 'proposal-confirmation'",
    ).all<{ proposal_id: string }>()
    expect(mail.results.map((row) => row.proposal_id)).toEqual([stayer])
  })
})
