import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import app from '../../src/server'
import { turnstileVerifyUrl, verifyTurnstile } from '../../src/server/contact/turnstile'
import { get, newAddress } from './html'

const valid = { name: 'Ada', email: 'ada@example.com', message: 'When does the next cohort start?' }

function send(body: object, headers: Record<string, string> = {}) {
  return get('/api/contact/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** The same request straight to the app, with settings and bindings of the test's choosing. */
async function sendWith(settings: Partial<Env> & Record<string, unknown>, body: object) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/contact/send',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newAddress() },
      body: JSON.stringify(body),
    },
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const rowsFrom = (email: string) =>
  env.DB.prepare('SELECT name, flag FROM contact_messages WHERE email = ?').bind(email).all()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('cross-site requests', () => {
  it('refuses a foreign Origin with 403 and stores nothing', async () => {
    const email = 'foreign-origin@example.com'
    const response = await send({ ...valid, email }, { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toHaveProperty('error')
    expect((await rowsFrom(email)).results).toEqual([])
  })

  it('refuses what the browser marks Sec-Fetch-Site: cross-site', async () => {
    const email = 'cross-site@example.com'
    const response = await send({ ...valid, email }, { 'Sec-Fetch-Site': 'cross-site' })
    expect(response.status).toBe(403)
    expect((await rowsFrom(email)).results).toEqual([])
  })

  it('accepts the site itself', async () => {
    const headers = { Origin: 'https://lumen.test', 'Sec-Fetch-Site': 'same-origin' }
    expect((await send(valid, headers)).status).toBe(201)
  })

  it('lets a site on another origin (SITE_ORIGIN) call the API with credentials, and only it', async () => {
    const settings = { ...env, SITE_ORIGIN: 'https://www.lumen.test' }
    const preflight = (origin: string) =>
      app.request(
        'https://api.lumen.test/api/contact/send',
        {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        },
        settings,
      )
    const allowed = await preflight('https://www.lumen.test')
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://www.lumen.test')
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('the rate limit', () => {
  it('answers 429 with Retry-After before an address sends 50, while others are served', async () => {
    const flooder = newAddress()
    const statuses: number[] = []
    let limited: Response | undefined
    for (let n = 0; n < 49 && !limited; n++) {
      const response = await send(
        { ...valid, email: `flood-${n}@example.com` },
        { 'CF-Connecting-IP': flooder },
      )
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited?.json()).toHaveProperty('error')
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([])
    // Nothing refused was stored: the rows are the 201s.
    const { n } = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE 'flood-%'",
    ).first<{ n: number }>()) ?? { n: -1 }
    expect(n).toBe(statuses.filter((status) => status === 201).length)
    expect((await send({ ...valid, email: 'someone-else@example.com' })).status).toBe(201)
  })
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
      { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' },
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
