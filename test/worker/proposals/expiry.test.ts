// A proposal request nobody confirmed is not kept: the scheduled job deletes it (with its queued
// confirmation mail) 7 days after it was sent, as a waiting-list sign-up nobody confirmed, and its
// link confirms nothing from then on. A confirmed request is kept.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { visibleText } from '../html'
import { runJob } from '../outbox/outbox'
import { pressConfirm } from '../waitlist/confirmation-helpers'
import { proposeWith, valid } from './helpers'

beforeEach(() => env.DB.exec('DELETE FROM unasked_mail_minutes'))

const day = 24 * 60 * 60 * 1000

async function confirming() {
  const recorder = recordingMailer()
  return { ...recorder, bindings: (await announcing(recorder.mailer)) as Bindings }
}

const linkIn = (mail: EmailMessageBuilder | undefined) => {
  const path = /https:\/\/lumen\.test(\/proposal\/confirm\/[0-9a-f]+)/.exec(String(mail?.text))?.[1]
  if (!path) throw new Error(`no link in ${JSON.stringify(mail?.text)}`)
  return path
}

/** Moves a request's arrival `days` into the past, as if sent then. */
const sentDaysAgo = (email: string, days: number) =>
  env.DB.prepare('UPDATE proposal_requests SET created_at = ? WHERE email = ?')
    .bind(new Date(Date.now() - days * day).toISOString(), email)
    .run()

const stored = async (email: string) =>
  (await env.DB.prepare(
    `SELECT r.confirmed_at, (SELECT COUNT(*) FROM outbox o WHERE o.proposal_id = r.id) AS mail
       FROM proposal_requests r WHERE r.email = ?`,
  )
    .bind(email)
    .first()) ?? null

describe('a proposal request nobody confirmed', () => {
  it('is deleted with its queued mail 7 days after it was sent; a confirmed one is kept', async () => {
    const { bindings } = await confirming()
    const [young, old, confirmed] = ['young@acme.example', 'old@acme.example', 'kept@acme.example']
    for (const email of [young, old, confirmed]) await proposeWith({ ...valid, email }, bindings)
    await env.DB.prepare('UPDATE proposal_requests SET confirmed_at = created_at WHERE email = ?')
      .bind(confirmed)
      .run()
    await sentDaysAgo(young, 6.9)
    await sentDaysAgo(old, 7.01)
    await sentDaysAgo(confirmed, 400)
    expect(await stored(old)).toMatchObject({ confirmed_at: null, mail: 1 })
    await runJob({}, new Date())
    expect(await stored(old)).toBeNull()
    expect(
      (
        await env.DB.prepare(
          'SELECT COUNT(*) AS n FROM outbox WHERE proposal_id IS NOT NULL AND proposal_id NOT IN (SELECT id FROM proposal_requests)',
        ).first()
      )?.n,
    ).toBe(0)
    expect(await stored(young)).toMatchObject({ confirmed_at: null })
    expect(await stored(confirmed)).not.toBeNull()
  })

  it('refuses its link once past its days, even before the job has run', async () => {
    const { accepted, bindings } = await confirming()
    const email = 'late@acme.example'
    await proposeWith({ ...valid, email }, bindings)
    expect(String(accepted[0]?.text)).toContain('the link works for 7 days')
    await sentDaysAgo(email, 7.01)
    const late = await pressConfirm(bindings, linkIn(accepted[0]))
    expect(late.status).toBe(410)
    expect(visibleText(await late.text())).toContain('not confirmed within 7 days')
    expect(await stored(email)).toMatchObject({ confirmed_at: null })
  })
})
