// An application confirmed by its address: a link mailed through the outbox (one a day to a
// mailbox for a cohort, under the site's ceiling of unasked mail), a page whose GET changes
// nothing, and a button whose POST sets confirmed_at.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { attributeValues, visibleText } from '../html'
import { pressConfirm, requestWith } from '../waitlist/confirmation-helpers'
import { applyWith, autumn, publishCohorts, valid } from './helpers'

beforeEach(async () => {
  await publishCohorts()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

async function confirming(extra: object = {}) {
  const recorder = recordingMailer()
  return { ...recorder, bindings: (await announcing(recorder.mailer, extra)) as Bindings }
}

/** The confirmation link's path in a mail's text. */
function linkIn(mail: EmailMessageBuilder | undefined) {
  const path = /https:\/\/lumen\.test(\/apply\/confirm\/[0-9a-f]+)/.exec(String(mail?.text))?.[1]
  if (!path) throw new Error(`no link in ${JSON.stringify(mail?.text)}`)
  return path
}

const confirmedAt = (email: string) =>
  env.DB.prepare('SELECT confirmed_at FROM applications WHERE email = ?')
    .bind(email)
    .first<{ confirmed_at: string | null }>()
    .then((row) => row?.confirmed_at)

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
    expect(linkIn(mail)).toMatch(/^\/apply\/confirm\/[0-9a-f]{64}$/)
    // Sent by the school by itself (RFC 3834): no out-of-office answers it.
    expect(mail?.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'OOF, AutoReply',
    })
    expect(await confirmedAt('owner@example.com')).toBeNull()
  })

  it('opens a page whose GET confirms nothing (link scanners open links)', async () => {
    const { accepted, bindings } = await confirming()
    await applyWith({ ...valid, email: 'scanned@example.com' }, bindings)
    const path = linkIn(accepted[0])
    for (let scan = 0; scan < 3; scan++) {
      const page = await requestWith(bindings, path)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      const html = await page.text()
      expect(visibleText(html)).toContain(
        'Press the button to confirm your application for the cohort starting March 2, 2027.',
      )
      expect(attributeValues(html, 'form', 'method')).toEqual(['post'])
    }
    expect(await confirmedAt('scanned@example.com')).toBeNull()
  })

  it('confirms it when the button is pressed, twice alike, and refuses a forged link', async () => {
    const { accepted, bindings } = await confirming()
    await applyWith({ ...valid, email: 'presses@example.com' }, bindings)
    const path = linkIn(accepted[0])
    const done = await pressConfirm(bindings, path)
    expect(done.status).toBe(200)
    expect(visibleText(await done.text())).toContain('Your application is confirmed')
    const first = await confirmedAt('presses@example.com')
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const again = await pressConfirm(bindings, path)
    expect(again.status).toBe(200)
    expect(await confirmedAt('presses@example.com')).toBe(first)
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
    expect(await confirmedAt('over@example.com')).toBeNull()
    const held = await env.DB.prepare(
      'SELECT SUM(sent) AS sent, SUM(held) AS held FROM unasked_mail_minutes',
    ).first()
    expect(held).toEqual({ sent: 1, held: 1 })
  })
})
