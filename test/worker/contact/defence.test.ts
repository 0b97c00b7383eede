import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { newAddress } from '../html'
import { rowsFrom, send, valid } from './send'

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

  it('accepts the configured site origin even when the browser calls it cross-site', async () => {
    const settings = { ...env, SITE_ORIGIN: 'https://www.lumen.example' }
    const post = (origin: string, email: string) =>
      app.request(
        'https://api.lumen-backend.example/api/contact/send',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: origin,
            'Sec-Fetch-Site': 'cross-site',
            'CF-Connecting-IP': newAddress(),
          },
          body: JSON.stringify({ ...valid, email }),
        },
        settings,
        createExecutionContext(),
      )
    expect((await post('https://www.lumen.example', 'two-domains@example.com')).status).toBe(201)
    expect((await post('https://evil.example', 'two-domains-evil@example.com')).status).toBe(403)
    expect((await rowsFrom('two-domains-evil@example.com')).results).toEqual([])
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
