// The origin check against origins that merely resemble the site's: a comparison by
// prefix, suffix or host alone would let any of these pages post to the forms.
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { rowsFrom, send, valid } from '../contact/send'
import { get, newAddress } from '../html'
import { join, rows as signups } from '../waitlist/requests'

/** The origin the tests reach the worker on (SELF.fetch, html.ts); no SITE_ORIGIN is configured. */
const site = 'https://lumen.test'

/** Origins a page elsewhere may have: each resembles one of the site's, none is. */
const lookalikes = (origin: string) => {
  const { protocol, host, hostname } = new URL(origin)
  const label = hostname.split('.')[0]
  return [
    ['a prefix', `${origin}.evil.example`],
    ['a suffix', `${protocol}//evil${host}`],
    ['a longer first label', `${protocol}//${label}s.${hostname.split('.').slice(1).join('.')}`],
    ['a subdomain', `${protocol}//evil.${host}`],
    ['another port', `${origin}:8443`],
    ['another scheme', `${protocol === 'https:' ? 'http:' : 'https:'}//${host}`],
    ['a trailing slash', `${origin}/`],
    ['the opaque origin', 'null'],
  ] as const
}

let sent = 0
const address = (what: string) => {
  sent += 1
  return `lookalike-${sent}-${what.replace(/\W+/g, '-')}@example.com`
}

describe(`the forms, posted from a look-alike of ${site}`, () => {
  it.each(lookalikes(site))('refuse the contact API from %s (%s)', async (_, origin) => {
    const email = address(origin)
    const response = await send({ ...valid, email }, { Origin: origin })
    expect(response.status).toBe(403)
    expect((await rowsFrom(email)).results).toEqual([])
  })

  it.each(lookalikes(site))('refuse the waiting list from %s (%s)', async (_, origin) => {
    const email = address(origin)
    const response = await join({ email, offering: 'corporate' }, { Origin: origin })
    expect(response.status).toBe(403)
    expect(await signups(email)).toEqual([])
  })

  it.each(lookalikes(site))(
    'refuse the form without JavaScript from %s (%s)',
    async (_, origin) => {
      const email = address(origin)
      const response = await get('/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ ...valid, email }).toString(),
      })
      expect(response.status).toBe(403)
      expect((await rowsFrom(email)).results).toEqual([])
    },
  )

  it('accept the site itself, so the refusals above are the origin’s doing', async () => {
    const email = address('site')
    expect((await send({ ...valid, email }, { Origin: site })).status).toBe(201)
    expect((await join({ email, offering: 'corporate' }, { Origin: site })).status).toBe(202)
  })
})

describe('an API on its own host, for a site elsewhere (SITE_ORIGIN)', () => {
  const siteOrigin = 'https://www.lumen.example'
  const settings = { ...env, SITE_ORIGIN: siteOrigin }
  const request = (method: string, origin: string, body?: object) =>
    app.request(
      'https://api.lumen-backend.example/api/contact/send',
      {
        method,
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'CF-Connecting-IP': newAddress(),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      settings,
      createExecutionContext(),
    )

  it.each(lookalikes(siteOrigin))('refuses a post from %s (%s)', async (_, origin) => {
    const email = address(`api-${origin}`)
    expect((await request('POST', origin, { ...valid, email })).status).toBe(403)
    expect((await rowsFrom(email)).results).toEqual([])
  })

  it.each(lookalikes(siteOrigin))(
    'lets no browser read its answers from %s (%s)',
    async (_, origin) => {
      const preflight = await request('OPTIONS', origin)
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
    },
  )

  it('serves the configured site itself', async () => {
    expect(
      (await request('POST', siteOrigin, { ...valid, email: address('api-site') })).status,
    ).toBe(201)
    const preflight = await request('OPTIONS', siteOrigin)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin)
    // The site's island posts JSON: the browser lets it only if POST and Content-Type are allowed.
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('POST')
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type')
  })
})
