// An application confirmed by its address: a link mailed through the outbox (one a day to a
// mailbox for a cohort, under the site's ceiling of unasked mail), a page whose GET changes
// nothing, and a button whose POST sets confirmed_at.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  autoSubmitted,
  confirmedAt,
  confirming,
  expectScannedThrice,
  linkIn,
  unaskedMail,
} from '../confirmation-mail'
import { visibleText } from '../html'
import { pressConfirm } from '../waitlist/confirmation-helpers'
import { applyWith, autumn, publishCohorts, valid } from './helpers'

beforeEach(async () => {
  await publishCohorts()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

describe('an application, confirmed by its address', () => {
  it('mails the address a link naming the cohort, with nothing else the applicant typed', async () => {
    const { accepted, bindings } = await confirming()
    expect((await applyWith({ ...valid, email: 'owner@example.com' }, bindings)).status).toBe(201)
    expect(accepted).toHaveLength(1)
    const [mail] = accepted
    expect(mail).toMatchObject({
      to: 'owner@example.com',
      subject: 'Confirm your application · Lumen Code Academy',
    })
    expect(mail?.text).toContain('the Lumen Code Academy accelerator cohort starting March 2, 2027')
    expect(mail?.text).not.toContain(valid.goals)
    expect(mail?.text).not.toContain(valid.name)
    expect(linkIn(mail, '/apply/confirm/')).toMatch(/^\/apply\/confirm\/[0-9a-f]{64}$/)
    expect(mail?.headers).toEqual(autoSubmitted)
    expect(await confirmedAt('applications', 'owner@example.com')).toBeNull()
  })

  it('opens a page whose GET confirms nothing (link scanners open links)', async () => {
    const { accepted, bindings } = await confirming()
    await applyWith({ ...valid, email: 'scanned@example.com' }, bindings)
    const path = linkIn(accepted[0], '/apply/confirm/')
    await expectScannedThrice(
      bindings,
      path,
      'Press the button to confirm your application for the cohort starting March 2, 2027.',
    )
    expect(await confirmedAt('applications', 'scanned@example.com')).toBeNull()
  })

  it('confirms it when the button is pressed, twice alike, and refuses a forged link', async () => {
    const { accepted, bindings } = await confirming()
    await applyWith({ ...valid, email: 'presses@example.com' }, bindings)
    const path = linkIn(accepted[0], '/apply/confirm/')
    const done = await pressConfirm(bindings, path)
    expect(done.status).toBe(200)
    expect(visibleText(await done.text())).toContain('Your application is confirmed')
    const first = await confirmedAt('applications', 'presses@example.com')
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const again = await pressConfirm(bindings, path)
    expect(again.status).toBe(200)
    expect(await confirmedAt('applications', 'presses@example.com')).toBe(first)
    const forged = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    expect((await pressConfirm(bindings, forged)).status).toBe(404)
  })

  it('sends one a day to a mailbox for a cohort, however it applies, and another for another cohort', async () => {
    const { accepted, bindings } = await confirming()
    for (const email of ['sam.lee@gmail.com', 'SAMLEE+x@googlemail.com', 's.a.m.lee@gmail.com']) {
      await applyWith({ ...valid, email }, bindings)
    }
    expect(accepted.map((mail) => mail.to)).toEqual(['sam.lee@gmail.com'])
    await applyWith({ ...valid, email: 'sam.lee@gmail.com', cohort: autumn.startDate }, bindings)
    expect(accepted).toHaveLength(2)
  })

  it('respects the ceiling: past it the application is stored, its mail never sent', async () => {
    const { accepted, bindings } = await confirming({ CONFIRMATION_MAILS_PER_HOUR: '1' })
    expect((await applyWith({ ...valid, email: 'under@example.com' }, bindings)).status).toBe(201)
    expect((await applyWith({ ...valid, email: 'over@example.com' }, bindings)).status).toBe(201)
    expect(accepted.map((mail) => mail.to)).toEqual(['under@example.com'])
    expect(await confirmedAt('applications', 'over@example.com')).toBeNull()
    expect(await unaskedMail()).toEqual({ sent: 1, held: 1 })
  })
})
