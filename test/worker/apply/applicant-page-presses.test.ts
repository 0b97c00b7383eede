// The applicant's page's buttons pressed without their field, on an erased application, or on
// a forged link: nothing changes that the button did not ask for. A withdrawal mails the call's
// cancellation at once.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { announcing, recordingMailer } from '../announcement/helpers'
import { visibleText } from '../html'
import { requestWith } from '../waitlist/confirmation-helpers'
import {
  pageBindings,
  pagePath,
  press,
  seedApplication,
  seedBooking,
  storedApplication,
} from './applicant-page-helpers'

describe('a button posted without its field', () => {
  it('confirms, withdraws and erases nothing, and sends the applicant back to ask', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ confirmed: false })
    const path = await pagePath(id)
    for (const body of ['', 'confirm=no', 'confirm=YES', 'withdraw=yes']) {
      expect((await press(bindings, path, body)).status, body).toBe(303)
    }
    expect((await storedApplication(id))?.confirmed_at).toBeNull()
    for (const [step, body] of [
      ['withdraw', 'withdraw=no'],
      ['withdraw', 'erase=yes'],
      ['erase', 'erase=no'],
      ['erase', 'withdraw=yes'],
    ] as const) {
      const answer = await press(bindings, `${path}/${step}`, body)
      expect(answer.status, body).toBe(303)
      expect(answer.headers.get('Location')).toBe(`https://lumen.test${path}/${step}`)
    }
    expect(await storedApplication(id)).toEqual({ stage: 'applied', confirmed_at: null })
  })
})

describe('an application erased since its link was mailed', () => {
  it('is gone (410) to every step, and confirming it stores nothing', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ confirmed: false })
    const path = await pagePath(id)
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(id).run()
    expect((await press(bindings, path, 'confirm=yes')).status).toBe(410)
    expect((await requestWith(bindings, `${path}/withdraw`)).status).toBe(410)
    expect((await press(bindings, `${path}/withdraw`, 'withdraw=yes')).status).toBe(410)
    expect((await requestWith(bindings, `${path}/erase`)).status).toBe(410)
    const again = await press(bindings, `${path}/erase`, 'erase=yes')
    expect(again.status).toBe(200)
    expect(visibleText(await again.text())).toContain('Your application is erased')
    expect(await storedApplication(id)).toBeNull()
  })
})

describe('a forged link', () => {
  it('withdraws and erases nothing', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication()
    const path = await pagePath(id)
    const forged = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    expect((await press(bindings, `${forged}/withdraw`, 'withdraw=yes')).status).toBe(404)
    expect((await press(bindings, `${forged}/erase`, 'erase=yes')).status).toBe(404)
    expect((await press(bindings, forged, 'confirm=yes')).status).toBe(404)
    expect(await storedApplication(id)).toMatchObject({ stage: 'applied' })
  })
})

describe('the steps’ questions', () => {
  it('answers Withdraw on a withdrawn or declined application without asking', async () => {
    const bindings = await pageBindings()
    const withdrawn = await seedApplication({ stage: 'withdrawn' })
    const page = await requestWith(bindings, `${await pagePath(withdrawn)}/withdraw`)
    expect(visibleText(await page.text())).toContain('Your application is withdrawn')
    const declined = await seedApplication({ stage: 'declined' })
    const closed = await requestWith(bindings, `${await pagePath(declined)}/withdraw`)
    expect(visibleText(await closed.text())).toContain('There is nothing to withdraw')
  })

  it('mails the cancellation of a withdrawn application’s call at once', async () => {
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    const id = await seedApplication({ stage: 'call-booked' })
    await seedBooking(id, { startsAt: '2027-02-16T18:30:00.000Z' })
    expect((await press(bindings, `${await pagePath(id)}/withdraw`, 'withdraw=yes')).status).toBe(
      200,
    )
    expect(accepted.map((mail) => mail.subject)).toEqual([
      'Your call is cancelled · Lumen Code Academy',
    ])
  })
})
