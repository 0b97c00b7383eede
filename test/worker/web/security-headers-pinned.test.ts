// The security policy pinned directive by directive: what the worker sends and what the
// build writes into `_headers` are each compared with the policy as written here, by hand, so a
// change to either is a change someone made on purpose, never one that passes by construction.
import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { staticHeadersFile } from '../../../scripts/static-headers'
import { app } from '../../../src/server'
import { securityHeaders } from '../../../src/server/web/security'
import { get } from '../html'

const policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

const featuresOff = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

const fixed = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** A CSP as directive → its sources, in order; a directive named twice is an error. */
function directives(csp: string | null): Record<string, string[]> {
  const parsed: Record<string, string[]> = {}
  for (const part of (csp ?? '').split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    if (name in parsed) throw new Error(`${name} named twice`)
    parsed[name] = sources
  }
  return parsed
}

/** A Permissions-Policy as feature → allow list. */
function permissions(header: string | null): Record<string, string> {
  const entries = (header ?? '').split(',').map((part) => part.trim().split('='))
  return Object.fromEntries(entries.map(([feature = '', allow = '']) => [feature, allow]))
}

const allOff = Object.fromEntries(featuresOff.map((feature) => [feature, '()']))

/** `_headers` as path → header name → value, read the way Workers Static Assets reads it. */
function headersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {}
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) {
      current = {}
      rules[line.trim()] = current
      continue
    }
    const colon = line.indexOf(':')
    if (!current || colon < 0) throw new Error(`not a header line: ${line}`)
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

const answers = [
  ['a page', '/'],
  ['the 404 page', '/no-such-page'],
  ['an API answer', '/api/contact/send'],
  ['a site file', '/robots.txt'],
] as const

describe('the security policy the worker sends', () => {
  it.each(answers)('is the policy, directive by directive, on %s', async (_, path) => {
    const headers = (await get(path)).headers
    expect(directives(headers.get('Content-Security-Policy'))).toEqual(policy)
    expect(permissions(headers.get('Permissions-Policy'))).toEqual(allOff)
    for (const [name, value] of Object.entries(fixed)) expect(headers.get(name), name).toBe(value)
  })

  it('lets Turnstile’s script and frame in only when Turnstile is configured', async () => {
    const configured = { ...env, TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }
    const response = await app.request('https://lumen.test/contact', {}, configured)
    expect(directives(response.headers.get('Content-Security-Policy'))).toEqual({
      ...policy,
      'script-src': ["'self'", 'https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    })
  })

  it('lets the page reach a separate API host, and only for sending', async () => {
    const configured = { ...env, CONTACT_API_ORIGIN: 'https://api.lumen.test' }
    const response = await app.request('https://lumen.test/contact', {}, configured)
    expect(directives(response.headers.get('Content-Security-Policy'))).toEqual({
      ...policy,
      'connect-src': ["'self'", 'https://api.lumen.test'],
      'form-action': ["'self'", 'https://api.lumen.test'],
    })
  })

  it('allows inline styles only where asked (Vite’s dev server), never by default', async () => {
    const styled = (options?: { inlineStyles?: boolean }) =>
      new Hono()
        .use(securityHeaders(options))
        .get('/', (c) => c.text('ok'))
        .request('https://lumen.test/', {}, env)
    const dev = directives(
      (await styled({ inlineStyles: true })).headers.get('Content-Security-Policy'),
    )
    expect(dev).toEqual({ ...policy, 'style-src': ["'self'", "'unsafe-inline'"] })
    const built = directives((await styled()).headers.get('Content-Security-Policy'))
    expect(built).toEqual(policy)
  })
})

describe('the `_headers` file the build writes for static files', () => {
  const rules = headersFile(staticHeadersFile())

  it('gives every static file the same policy, directive by directive', () => {
    const all = rules['/*'] ?? {}
    expect(directives(all['Content-Security-Policy'] ?? null)).toEqual(policy)
    expect(permissions(all['Permissions-Policy'] ?? null)).toEqual(allOff)
    expect(all).toEqual({
      ...fixed,
      'Content-Security-Policy': all['Content-Security-Policy'],
      'Permissions-Policy': all['Permissions-Policy'],
    })
  })

  it('lets the hashed bundles be cached for a year, and nothing else', () => {
    expect(Object.keys(rules)).toEqual(['/*', '/assets/*'])
    expect(rules['/assets/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' })
  })
})
