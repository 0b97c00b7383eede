// A search limit that cannot be checked (no binding, or a binding that fails) refuses searches
// and logs why, never lets them all through.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { visibleText } from '../../html'
import { as, typedBack } from './limit-requests'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a search limit that cannot be checked refuses searches, never lets them all through', () => {
  it('refuses every search without the binding (503), saying so, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await as('nobinding@lumen.example', '/inbox?q=ada', {}, null)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    const html = await response.text()
    expect(html).toContain('<title>Search unavailable · Lumen Code Academy</title>')
    expect(visibleText(html)).toContain('Search is unavailable right now')
    expect(typedBack(html)).toEqual(['new', 'ada'])
    expect(String(logged.mock.calls[0]?.[0])).toContain('INBOX_SEARCH_RATE_LIMITER')
    // The list without a search still opens.
    expect((await as('nobinding@lumen.example', '/inbox', {}, null)).status).toBe(200)
  })

  it('refuses a search when the binding fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = {
      limit: () => Promise.reject(new Error('rate limiter unreachable')),
    }
    const response = await as('failing@lumen.example', '/inbox?q=ada', {}, failing)
    expect(response.status).toBe(503)
    expect(visibleText(await response.text())).toContain('Search is unavailable right now')
    const log = logged.mock.calls.flat().map(String).join(' ')
    expect(log).toContain('The inbox search limit could not be checked')
    expect(log).toContain('rate limiter unreachable')
  })
})
