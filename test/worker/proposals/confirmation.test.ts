// A proposal request confirmed by its address: a link mailed through the outbox (one a day to a
// mailbox for an offering, under the site's ceiling of unasked mail), a page whose GET changes
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
import { pressConfirm, requestWith } from '../waitlist/confirmation-helpers'
import { proposeWith, valid } from './helpers'

beforeEach(() => env.DB.exec('DELETE FROM unasked_mail_minutes'))

describe('a proposal request, confirmed by its address', () => {
  it('mails the address a link naming the offering, and nothing the company typed', async () => {
    const { accepted, bindings } = await confirming()
    const injected = {
      ...valid,
      email: 'owner@acme.example',
      company: '<a href="https://evil.example">Click</a>',
      message: '<script>alert(1)</script> visit evil.example',
    }
    expect((await proposeWith(injected, bindings)).status).toBe(201)
    expect(accepted).toHaveLength(1)
    const [mail] = accepted
    expect(mail).toMatchObject({
      to: 'owner@acme.example',
      subject: 'Confirm your proposal request · Lumen Code Academy',
    })
    expect(mail?.text).toContain('a proposal for corporate training (Corporate Offerings)')
    expect(mail?.html).toBeUndefined()
    for (const typed of ['evil.example', '<a', '<script', valid.name, 'Click']) {
      expect(mail?.text).not.toContain(typed)
    }
    expect(linkIn(mail, '/proposal/confirm/')).toMatch(/^\/proposal\/confirm\/[0-9a-f]{64}$/)
    expect(mail?.headers).toEqual(autoSubmitted)
    expect(await confirmedAt('proposal_requests', 'owner@acme.example')).toBeNull()
  })

  it('opens a page whose GET confirms nothing (link scanners open links)', async () => {
    const { accepted, bindings } = await confirming()
    await proposeWith({ ...valid, email: 'scanned@acme.example' }, bindings)
    const path = linkIn(accepted[0], '/proposal/confirm/')
    await expectScannedThrice(
      bindings,
      path,
      'Press the button to confirm your request for a proposal for corporate training',
    )
    expect(await confirmedAt('proposal_requests', 'scanned@acme.example')).toBeNull()
  })

  it('confirms it when the button is pressed, twice alike, and refuses forged links', async () => {
    const { accepted, bindings } = await confirming()
    await proposeWith({ ...valid, email: 'presses@acme.example' }, bindings)
    const path = linkIn(accepted[0], '/proposal/confirm/')
    const done = await pressConfirm(bindings, path)
    expect(done.status).toBe(200)
    expect(visibleText(await done.text())).toContain('Your request is confirmed')
    const first = await confirmedAt('proposal_requests', 'presses@acme.example')
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await pressConfirm(bindings, path)).status).toBe(200)
    expect(await confirmedAt('proposal_requests', 'presses@acme.example')).toBe(first)
    const forged = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    expect((await pressConfirm(bindings, forged)).status).toBe(404)
    expect((await requestWith(bindings, forged)).status).toBe(404)
    // An application's link for the same id is no proposal's: signed in another context.
    const { applicationToken } = await import('../../../src/server/applications/application-token')
    const id = path.split('/').at(-1)?.slice(0, 32) ?? ''
    const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
    const borrowed = `/proposal/confirm/${await applicationToken(bindings.REPLY_TOKEN_SECRET ?? '', uuid)}`
    expect((await pressConfirm(bindings, borrowed)).status).toBe(404)
  })

  it('sends one a day to a mailbox for an offering, however it asks, and one for the other', async () => {
    const { accepted, bindings } = await confirming()
    for (const email of ['sam.lee@gmail.com', 'SAMLEE+x@googlemail.com', 's.a.m.lee@gmail.com']) {
      await proposeWith({ ...valid, email }, bindings)
    }
    expect(accepted.map((mail) => mail.to)).toEqual(['sam.lee@gmail.com'])
    await proposeWith(
      {
        ...valid,
        offering: 'technical',
        topics: ['Database design and query performance'],
        email: 'sam.lee@gmail.com',
      },
      bindings,
    )
    expect(accepted).toHaveLength(2)
  })

  it('counts against the ceiling: past it the request is stored, its mail never sent', async () => {
    const { accepted, bindings } = await confirming({ CONFIRMATION_MAILS_PER_HOUR: '1' })
    expect((await proposeWith({ ...valid, email: 'under@acme.example' }, bindings)).status).toBe(
      201,
    )
    expect((await proposeWith({ ...valid, email: 'over@acme.example' }, bindings)).status).toBe(201)
    expect(accepted.map((mail) => mail.to)).toEqual(['under@acme.example'])
    expect(await confirmedAt('proposal_requests', 'over@acme.example')).toBeNull()
    expect(await unaskedMail()).toEqual({ sent: 1, held: 1 })
  })
})
