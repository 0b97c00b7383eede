import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../src/server'
import { turnstileVerifyUrl, verifyTurnstile } from '../../../src/server/contact/turnstile'
import { rowsFrom, sendWith, valid } from './send'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the honeypot', () => {
  it('keeps what a bot sends, flagged, answers as if sent, and emails nobody', async () => {
    const mailer = { send: vi.fn(async () => {}) }
    const email = 'bot@example.com'
    const response = await sendWith(
      { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' },
      { ...valid, email, website: 'https://spam.example' },
    )
    expect(response.status).toBe(201)
    expect((await rowsFrom(email)).results).toEqual([{ name: 'Ada', flag: 'honeypot' }])
    expect(mailer.send).not.toHaveBeenCalled()
  })

  it('leaves a person’s message unflagged, and emails it', async () => {
    const mailer = { send: vi.fn(async () => {}) }
    const email = 'person@example.com'
    const response = await sendWith(
      {
        CONTACT_EMAIL: mailer,
        CONTACT_NOTIFY_TO: 'team@lumen.test',
        CONTACT_NOTIFY_FROM: 'contact@lumen.test',
      },
      { ...valid, email, website: '' },
    )
    expect(response.status).toBe(201)
    expect((await rowsFrom(email)).results).toEqual([{ name: 'Ada', flag: null }])
    expect(mailer.send).toHaveBeenCalledOnce()
  })
})

describe('Turnstile, when a secret is configured', () => {
  const turnstile = { TURNSTILE_SECRET: 'test-secret', TURNSTILE_SITE_KEY: 'test-site-key' }

  function verifier(success: boolean) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success }))
  }

  it('stores a message whose token Turnstile accepts', async () => {
    const verify = verifier(true)
    const email = 'verified@example.com'
    const response = await sendWith(turnstile, {
      ...valid,
      email,
      'cf-turnstile-response': 'good-token',
    })
    expect(response.status).toBe(201)
    expect(verify).toHaveBeenCalledWith(turnstileVerifyUrl, expect.anything())
    const form = verify.mock.calls[0]?.[1]?.body as FormData
    expect(form.get('secret')).toBe('test-secret')
    expect(form.get('response')).toBe('good-token')
    expect((await rowsFrom(email)).results).toHaveLength(1)
  })

  it('refuses with 403, storing nothing, a token Turnstile rejects or a missing one', async () => {
    const verify = verifier(false)
    const rejected = await sendWith(turnstile, {
      ...valid,
      email: 'rejected@example.com',
      'cf-turnstile-response': 'bad-token',
    })
    expect(rejected.status).toBe(403)
    const missing = await sendWith(turnstile, { ...valid, email: 'rejected@example.com' })
    expect(missing.status).toBe(403)
    expect(verify).toHaveBeenCalledOnce() // a missing token is refused without asking
    expect((await rowsFrom('rejected@example.com')).results).toEqual([])
  })

  it('counts an unreachable verifier as "not verified"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetcher = vi.fn(async () => {
      throw new TypeError('network down')
    })
    expect(await verifyTurnstile({ secret: 's', token: 't', address: undefined, fetcher })).toBe(
      false,
    )
  })

  it('puts the widget on the contact page and lets its script through the CSP', async () => {
    const response = await app.request('https://lumen.test/contact', {}, { ...env, ...turnstile })
    const html = await response.text()
    expect(html).toContain(
      'src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"',
    )
    expect(html).toContain('"turnstileSiteKey":"test-site-key"')
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/)
    expect(csp).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/)
  })
})
