// An application nobody confirmed is not kept: the scheduled job deletes it (with its queued
// confirmation mail) 7 days after it was sent, as a waiting-list sign-up nobody confirmed, and its
// links confirm nothing from then on. A confirmed application follows its own retention.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { runJob } from '../outbox/outbox'
import { pressConfirm } from '../waitlist/confirmation-helpers'
import { seedApplication } from './applicant-page-helpers'
import { applyWith, publishCohorts, valid } from './helpers'

beforeEach(async () => {
  await publishCohorts()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

const day = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * day).toISOString()

const exists = async (id: string) =>
  (await env.DB.prepare('SELECT id FROM applications WHERE id = ?').bind(id).first()) !== null

describe('an application nobody confirmed', () => {
  it('is deleted 7 days after it was sent, whatever its stage; confirmed ones are kept', async () => {
    const young = await seedApplication({ confirmed: false, createdAt: ago(6.9) })
    const old = await seedApplication({ confirmed: false, createdAt: ago(7.01) })
    const oldMoved = await seedApplication({
      confirmed: false,
      stage: 'declined',
      createdAt: ago(30),
    })
    const confirmed = await seedApplication({ createdAt: ago(400) })
    await runJob({}, new Date())
    expect(await exists(old)).toBe(false)
    expect(await exists(oldMoved)).toBe(false)
    expect(await exists(young)).toBe(true)
    expect(await exists(confirmed)).toBe(true)
  })

  it('takes its queued confirmation mail, and refuses both its links once past its days', async () => {
    const recorder = recordingMailer()
    const bindings = (await announcing(recorder.mailer)) as Bindings
    const email = 'late.applicant@example.com'
    await applyWith({ ...valid, email }, bindings)
    const text = String(recorder.accepted[0]?.text)
    expect(text).toContain('the link works for 7 days')
    const confirm = /https:\/\/lumen\.test(\/apply\/confirm\/[0-9a-f]+)/.exec(text)?.[1] ?? ''
    const page = /https:\/\/lumen\.test(\/application\/[0-9a-f]+)/.exec(text)?.[1] ?? ''
    await env.DB.prepare('UPDATE applications SET created_at = ? WHERE email = ?')
      .bind(ago(7.01), email)
      .run()
    expect((await pressConfirm(bindings, confirm)).status).toBe(410)
    expect((await pressConfirm(bindings, page)).status).toBe(410)
    const row = await env.DB.prepare('SELECT id, confirmed_at FROM applications WHERE email = ?')
      .bind(email)
      .first<{ id: string; confirmed_at: string | null }>()
    expect(row?.confirmed_at).toBeNull()
    expect(
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE application_id = ?')
          .bind(row?.id)
          .first()
      )?.n,
    ).toBe(1)
    await runJob({}, new Date())
    expect(
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE application_id = ?')
          .bind(row?.id)
          .first()
      )?.n,
    ).toBe(0)
  })
})
