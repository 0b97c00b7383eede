// Erasing an address in the inbox takes its applications with it, and the confirmation mail still
// queued for them: every column of every application row of that mailbox read after it.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { postForm, seedMessage } from '../inbox/helpers'
import { applyWith, autumn, publishCohorts, valid } from './helpers'

beforeEach(() => publishCohorts())

const everyRow = (table: string) =>
  env.DB.prepare(`SELECT * FROM ${table}`)
    .all()
    .then(({ results }) => results)

describe('erasing an address', () => {
  it('takes every application of its mailbox and their queued mail, and nobody else’s', async () => {
    // Mail on but failing, so the confirmations stay queued in the outbox.
    const bindings = (await announcing(recordingMailer(1).mailer)) as Bindings
    await applyWith({ ...valid, email: 'Leaver@Example.com' }, bindings)
    await applyWith(
      { ...valid, email: 'leaver+autumn@example.com', cohort: autumn.startDate },
      bindings,
    )
    await applyWith({ ...valid, email: 'stayer@example.com', name: 'Stays' }, bindings)
    const message = await seedMessage({ email: 'leaver@example.com' })
    const queued = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'application-confirmation'",
    ).first<{ n: number }>()
    expect(queued?.n).toBe(3)

    const erased = await postForm(`/inbox/${message}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)

    const left = await everyRow('applications')
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ email: 'stayer@example.com', name: 'Stays' })
    const serialised = JSON.stringify([left, await everyRow('outbox')])
    expect(serialised).not.toMatch(/leaver/i)
    const mail = await env.DB.prepare(
      "SELECT application_id FROM outbox WHERE kind = 'application-confirmation'",
    ).all<{ application_id: string }>()
    expect(mail.results.map((row) => row.application_id)).toEqual([left[0]?.id])
  })
})
