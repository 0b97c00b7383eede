import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attributeValues, visibleText } from './html'
import { accessEnv, historyOf, seedMessage, send, signToken } from './inbox-helpers'

// A staff member's searches are limited (wrangler.toml's INBOX_SEARCH_RATE_LIMITER, keyed by the
// Access identity): a burst of them would make every visitor's contact post wait. The binding
// counts in fixed windows locally, so floods assert "eventually 429", never an exact count; each
// test signs in as a member of its own, so no test spends another's quota.

const withLimiter = async (limiter: unknown = env.INBOX_SEARCH_RATE_LIMITER) => ({
  ...(await accessEnv()),
  INBOX_SEARCH_RATE_LIMITER: limiter,
})

/** A request signed in as `email`, with the binding of wrangler.toml (or `limiter`). */
async function as(email: string, path: string, init: RequestInit = {}, limiter?: unknown) {
  const headers = new Headers(init.headers)
  headers.set('Cf-Access-Jwt-Assertion', await signToken({ claims: { email } }))
  if (init.method === 'POST') headers.set('Origin', 'https://lumen.test')
  const bindings = await (limiter === undefined ? withLimiter() : withLimiter(limiter))
  return send(path, { ...init, headers }, bindings)
}

/** Resolves once the thread has looked up from ready work: a timer, as a socket's data would. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The same request again and again until it is refused (or `tries` run out). */
async function untilRefused(email: string, path: string, tries = 80) {
  for (let n = 0; n < tries; n++) {
    const response = await as(email, path)
    if (response.status !== 200) return { response, answered: n }
    await response.arrayBuffer()
  }
  throw new Error(`${tries} requests to ${path} and none refused`)
}

const typedBack = (html: string) => attributeValues(html, 'input', 'value')

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
    const text = visibleText(html)
    expect(text).toContain('Slow down')
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
    await untilRefused('first@lumen.example', '/inbox?q=grace')
    const other = await as('second@lumen.example', '/inbox?q=grace')
    expect(other.status).toBe(200)
    expect(visibleText(await other.text())).toContain('Grace Apart')
  })

  it('counts one person once, whatever the case of the address Access gives', async () => {
    await untilRefused('Case.Person@lumen.example', '/inbox?q=case')
    const again = await as('case.person@lumen.example', '/inbox?q=case')
    expect(again.status).toBe(429)
  })
})

describe('only what reads the search index counts', { timeout: 60_000 }, () => {
  it('never counts the plain list, its filters or a message opened from it', async () => {
    const id = await seedMessage({ name: 'Plain Reader' })
    for (let n = 0; n < 30; n++) {
      const path = ['/inbox', '/inbox?state=all', `/inbox/${id}?state=all`][n % 3] ?? ''
      const page = await as('lister@lumen.example', path)
      expect(page.status, path).toBe(200)
      await page.arrayBuffer()
    }
    // Thirty pages later the quota is whole: twenty searches in a row are answered.
    for (let n = 0; n < 20; n++) {
      const search = await as('lister@lumen.example', '/inbox?q=plain')
      expect(search.status, `search ${n + 1}`).toBe(200)
      await search.arrayBuffer()
    }
  })

  it('keeps the plain list and its export open to a member refused a search', async () => {
    await untilRefused('refused@lumen.example', '/inbox?q=x')
    expect((await as('refused@lumen.example', '/inbox')).status).toBe(200)
    const csv = await as('refused@lumen.example', '/inbox/export.csv?state=all')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/)
    // A search of nothing but punctuation searches for nothing, and is the plain list.
    expect((await as('refused@lumen.example', '/inbox?q=%22%2B%22')).status).toBe(200)
  })

  it('counts the export of a search, answered with the page instead of a file', async () => {
    const { response } = await untilRefused('exporter@lumen.example', '/inbox/export.csv?q=a')
    expect(response.status).toBe(429)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Content-Disposition')).toBeNull()
    const html = await response.text()
    expect(visibleText(html)).toContain('Slow down')
    expect(typedBack(html)).toEqual(['new', 'a'])
  })

  it('counts a message opened from a search, and "handled and next" within it', async () => {
    const id = await seedMessage({ name: 'Walker Next', message: 'next please' })
    await untilRefused('walker@lumen.example', `/inbox/${id}?q=walker`)
    const opened = await as('walker@lumen.example', `/inbox/${id}?q=walker`)
    expect(opened.status).toBe(429)
    const next = await as('walker@lumen.example', `/inbox/${id}/handled-next?q=walker`, {
      method: 'POST',
    })
    expect(next.status).toBe(429)
    expect(visibleText(await next.text())).toContain('Slow down')
    // Refused before anything changed: the message is still New, with no history line.
    expect(await historyOf(id)).toEqual([])
    // The same message without the search opens.
    expect((await as('walker@lumen.example', `/inbox/${id}`)).status).toBe(200)
  })
})

describe('a search limit that cannot be checked refuses searches, never lets them all through', {
  timeout: 60_000,
}, () => {
  it('refuses every search without the binding (503), saying so, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await as('nobinding@lumen.example', '/inbox?q=ada', {}, null)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    const html = await response.text()
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
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain('rate limiter unreachable')
  })
})

describe('a burst of searches gives way to what arrives meanwhile', () => {
  it('lets a timer set as the burst arrives run before any of its searches is counted', async () => {
    // Locally one thread runs the worker, D1 and every socket, and reads a socket only when no
    // work is ready: a burst answered straight through would leave a visitor's post unread.
    const events: string[] = []
    const recording = {
      limit: async () => {
        events.push('counted')
        return { success: false }
      },
    }
    const headers = {
      'Cf-Access-Jwt-Assertion': await signToken({ claims: { email: 'way@x.example' } }),
    }
    const bindings = await withLimiter(recording)
    const burst = Array.from({ length: 10 }, () => send('/inbox?q=ada', { headers }, bindings))
    const waiting = nextLook().then(() => events.push('timer ran'))
    const answers = await Promise.all(burst)
    await waiting
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(429))
    expect(events).toEqual(['timer ran', ...Array(10).fill('counted')])
  })
})
