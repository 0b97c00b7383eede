// A staff member who searches without pause is asked to slow down (wrangler.toml's
// INBOX_SEARCH_RATE_LIMITER, keyed by the Access identity): 429 and a page saying so, the search
// kept in its box, another member still searching, one person counted once whatever the case.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { seedMessage } from '../helpers'
import { as, atOnce, exact, typedBack, untilRefused } from './limit-requests'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a staff member who searches without pause is asked to slow down', {
  timeout: 60_000,
}, () => {
  it('answers 429 with a slow-down page in the inbox, the search still in its box', async () => {
    await seedMessage({ name: 'Ada Limit', message: 'About the corporate course' })
    const path = '/inbox?state=spam&q=ada+limit&about=corporate'
    const { response, answered } = await untilRefused('burst@lumen.example', path)
    // The binding's 20 a window always pass; a window ending midway only lets more through.
    expect(answered).toBeGreaterThanOrEqual(20)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('10')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<title>Slow down · Lumen Code Academy</title>')
    const text = visibleText(html)
    expect(text).toContain('Slow down: too many searches')
    expect(text).toContain('20 searches every 10 seconds')
    expect(text).toContain('Wait a few seconds, then search again')
    // The inbox's own page: who is signed in, the search as typed, its filter and topic kept.
    expect(text).toContain('Signed in as burst@lumen.example')
    expect(typedBack(html)).toEqual(['spam', 'corporate', 'ada limit'])
    expect(html).not.toContain('Ada Limit')
    // The way on needs no search: the list under the same filter and topic.
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox?state=spam&about=corporate')
  })

  it('lets another staff member search while one is refused', async () => {
    await seedMessage({ name: 'Grace Apart', message: 'Evening classes?' })
    const limiter = exact({ 'first@lumen.example': 20 })
    const [first, second] = await atOnce(
      [
        { email: 'first@lumen.example', path: '/inbox?q=grace' },
        { email: 'second@lumen.example', path: '/inbox?q=grace' },
      ],
      limiter,
    )
    expect(first?.status).toBe(429)
    expect(second?.status).toBe(200)
    expect(visibleText((await second?.text()) ?? '')).toContain('Grace Apart')
    expect(limiter.counted).toEqual(['first@lumen.example', 'second@lumen.example'])
  })

  it('counts one person once, whatever the case of the address Access gives', async () => {
    const limiter = exact({ 'case.person@lumen.example': 20 })
    const refused = await as('Case.Person@lumen.example', '/inbox?q=case', {}, limiter)
    expect(refused.status).toBe(429)
    expect(limiter.counted).toEqual(['case.person@lumen.example'])
  })
})
