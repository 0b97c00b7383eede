import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { runScheduledJob } from '../../../src/server/scheduled'
import { clearLists, drain, sendAnnouncement } from '../announcement/helpers'
import { visibleText } from '../html'
import { signToken } from '../inbox/helpers'
import {
  confirmationPath,
  confirming,
  joinWith,
  pressConfirm,
  requestWith,
  storedSignup,
} from './confirmation-helpers'

beforeEach(async () => {
  await clearLists()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

/** A sign-up made before confirmations were asked for, as migration 0010 leaves one. */
const earlierSignup = (email: string, offering = 'corporate') =>
  env.DB.prepare(
    "INSERT INTO waitlist_signups (id, offering, email, signed_up_at) VALUES (?, ?, ?, '2026-01-05T10:00:00.000Z')",
  )
    .bind(crypto.randomUUID(), offering, email)
    .run()

describe('who is on a waiting list once owners confirm', () => {
  it('announces the opening to confirmed addresses only', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'yes@example.com' })
    await joinWith(bindings, { offering: 'corporate', email: 'never@example.com' })
    await earlierSignup('before@example.com')
    await pressConfirm(bindings, confirmationPath(accepted[0]))
    accepted.length = 0
    await sendAnnouncement('corporate', bindings)
    await drain(bindings, new Date())
    expect(accepted.map((mail) => mail.to)).toEqual(['yes@example.com'])
  })

  it('announces to an owner who confirms after the opening, at the next run', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'late@example.com' })
    const link = confirmationPath(accepted[0])
    await sendAnnouncement('technical', bindings)
    await drain(bindings, new Date())
    expect(accepted.map((mail) => mail.to)).toEqual(['late@example.com'])
    await pressConfirm(bindings, link)
    await drain(bindings, new Date())
    expect(accepted.map((mail) => mail.subject)).toEqual([
      'Confirm your place on the waiting list · Lumen Code Academy',
      'Technical Offerings are open',
    ])
  })

  it('deletes a sign-up nobody confirmed within 7 days, and its link then says it expired', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'idle@example.com' })
    await joinWith(bindings, { offering: 'corporate', email: 'kept@example.com' })
    await pressConfirm(bindings, confirmationPath(accepted[1]))
    await earlierSignup('before@example.com')
    const week = 7 * 24 * 60 * 60 * 1000
    // Before the job runs, the link of a sign-up past its 7 days already refuses to confirm.
    await env.DB.exec(
      "UPDATE waitlist_signups SET asked_at = '2000-01-01T00:00:00.000Z' WHERE email = 'idle@example.com'",
    )
    const late = await pressConfirm(bindings, confirmationPath(accepted[0]))
    expect(late.status).toBe(410)
    expect(visibleText(await late.text())).toContain('This link has expired')
    await runScheduledJob(bindings, new Date(Date.now() + week))
    expect(await storedSignup('idle@example.com')).toBeNull()
    expect(await storedSignup('kept@example.com')).not.toBeNull()
    expect(await storedSignup('before@example.com')).not.toBeNull()
    const gone = await pressConfirm(bindings, confirmationPath(accepted[0]))
    expect(gone.status).toBe(410)
  })

  it('keeps sign-ups made before confirmations unmailed, and signing up again asks the owner', async () => {
    const { accepted, bindings } = await confirming()
    await earlierSignup('returning@example.com')
    await runScheduledJob(bindings, new Date())
    expect(accepted).toHaveLength(0)
    await joinWith(bindings, { offering: 'corporate', email: 'returning@example.com' })
    expect(accepted.map((mail) => mail.to)).toEqual(['returning@example.com'])
    await pressConfirm(bindings, confirmationPath(accepted[0]))
    expect((await storedSignup('returning@example.com'))?.confirmed_at).not.toBeNull()
  })

  it('counts confirmed, waiting and earlier sign-ups apart in the inbox', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'one@example.com' })
    await joinWith(bindings, { offering: 'technical', email: 'two@example.com' })
    await joinWith(bindings, { offering: 'technical', email: 'three@example.com' })
    await earlierSignup('four@example.com', 'technical')
    await pressConfirm(bindings, confirmationPath(accepted[0]))
    const page = await requestWith(bindings, '/inbox/waitlists', {
      headers: { 'Cf-Access-Jwt-Assertion': await signToken() },
    })
    const text = visibleText(await page.text())
    expect(text).toContain(
      '1 confirmed address · 2 waiting for confirmation · 1 from before confirmations',
    )
    expect(text).toMatch(/one@example\.com Confirmed/)
    expect(text).toMatch(/two@example\.com Waiting for confirmation/)
    expect(text).toMatch(/four@example\.com Before confirmations/)
    const csv = await requestWith(bindings, '/inbox/waitlists/technical.csv', {
      headers: { 'Cf-Access-Jwt-Assertion': await signToken() },
    })
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('"offering","email","signed_up_at","status","confirmed_at"')
    expect(lines.find((line) => line.includes('one@example.com'))).toMatch(/"confirmed","20/)
    expect(lines.find((line) => line.includes('two@example.com'))).toMatch(/"waiting",""$/)
    expect(lines.find((line) => line.includes('four@example.com'))).toMatch(/"before",""$/)
  })
})
