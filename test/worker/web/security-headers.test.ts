import { describe, expect, it } from 'vitest'
import { staticSecurityHeaders } from '../../../src/server/web/security'
import { get } from '../html'

const answers = [
  ['a page', '/', {}],
  ['the 404 page', '/no-such-page', {}],
  ['an API answer', '/api/contact/send', { method: 'GET' }],
  ['a site file', '/robots.txt', {}],
] as const

/** A CSP header as directive → sources, whitespace folded. */
function directives(csp: string | null): Record<string, string> {
  const entries = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/))
  return Object.fromEntries(entries.map(([name = '', ...sources]) => [name, sources.join(' ')]))
}

describe('security headers', () => {
  it.each(answers)('are on %s', async (_, path, init) => {
    const response = await get(path, init)
    const csp = directives(response.headers.get('Content-Security-Policy'))
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    })
    expect(Object.values(csp).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
    const headers = response.headers
    expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Permissions-Policy')).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    )
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(headers.has('X-Powered-By')).toBe(false)
  })

  it('writes the policy as the static files get it when nothing widens it', async () => {
    const csp = (await get('/')).headers.get('Content-Security-Policy')
    expect(csp).toBe(staticSecurityHeaders()['Content-Security-Policy'])
  })

  it('widens the policy only for what is configured: a separate API host', async () => {
    const { app } = await import('../../../src/server')
    const { env } = await import('cloudflare:test')
    const configured = { ...env, CONTACT_API_ORIGIN: 'https://api.lumen.test' }
    const response = await app.request('https://lumen.test/', {}, configured)
    const csp = directives(response.headers.get('Content-Security-Policy'))
    expect(csp['connect-src']).toBe("'self' https://api.lumen.test")
    expect(csp['form-action']).toBe("'self' https://api.lumen.test")
    expect(csp['script-src']).toBe("'self'")
  })

  it('gives static files (_headers) the same policy the worker sends', async () => {
    const response = await get('/')
    const forStatic = staticSecurityHeaders()
    expect(directives(forStatic['Content-Security-Policy'] ?? null)).toEqual(
      directives(response.headers.get('Content-Security-Policy')),
    )
    for (const name of ['Strict-Transport-Security', 'Permissions-Policy', 'Referrer-Policy']) {
      expect(forStatic[name], name).toBe(response.headers.get(name))
    }
  })
})
