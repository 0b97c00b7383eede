import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { accessEnv, historyOf, seedMessage, send, signToken } from '../helpers'

// A staff member's searches are limited (wrangler.toml's INBOX_SEARCH_RATE_LIMITER, keyed by the
// Access identity): a burst of them would make every visitor's contact post wait. The binding
// counts in fixed windows locally, and a request waits its count behind the pages before it, so a
// flood asserts "eventually 429", never an exact count. What is counted, and under which key, is
// this code's choice: those tests count with an exact limiter that records every key it is asked
// about. Each test signs in as members of its own, so no test spends another's quota.

type Sent = { email: string; path: string; init?: RequestInit }

/** Requests sent at once, in this order, each signed as its member; answered in the same order. */
async function atOnce(requests: Sent[], limiter: unknown = env.INBOX_SEARCH_RATE_LIMITER) {
  const emails = [...new Set(requests.map((request) => request.email))]
  const signed = await Promise.all(emails.map((email) => signToken({ claims: { email } })))
  const tokens = new Map(emails.map((email, n) => [email, signed[n] ?? '']))
  const bindings = { ...(await accessEnv()), INBOX_SEARCH_RATE_LIMITER: limiter }
  return Promise.all(
    requests.map(({ email, path, init = {} }) => {
      const headers = new Headers(init.headers)
      headers.set('Cf-Access-Jwt-Assertion', tokens.get(email) ?? '')
      if (init.method === 'POST') headers.set('Origin', 'https://lumen.test')
      return send(path, { ...init, headers }, bindings)
    }),
  )
}

/** One request of `email`, with the binding of wrangler.toml (or `limiter`). */
async function as(email: string, path: string, init?: RequestInit, limiter?: unknown) {
  const sent = [{ email, path, init }]
  const [response] = await (limiter === undefined ? atOnce(sent) : atOnce(sent, limiter))
  if (!response) throw new Error('no answer')
  return response
}

/**
 * A limiter that counts exactly, as the binding would within one window: `limit` a key, the keys
 * it was asked about in `counted`. `spent` starts keys with part of their quota used.
 */
function exact(spent: Record<string, number> = {}, limit = 20) {
  const counts = new Map(Object.entries(spent))
  const counted: string[] = []
  return {
    counted,
    limit: async ({ key }: { key: string }) => {
      counted.push(key)
      counts.set(key, (counts.get(key) ?? 0) + 1)
      return { success: (counts.get(key) ?? 0) <= limit }
    },
  }
}

const statuses = (responses: Response[]) => responses.map((response) => response.status)

/** The same request in bursts of 25 until one is refused: the first refusal, and how many passed. */
async function untilRefused(email: string, path: string, bursts = 4) {
  let answered = 0
  for (let n = 0; n < bursts; n++) {
    const responses = await atOnce(Array.from({ length: 25 }, () => ({ email, path })))
    answered += statuses(responses).filter((status) => status === 200).length
    const refused = responses.find((response) => response.status !== 200)
    if (refused) return { response: refused, answered }
  }
  throw new Error(`${bursts * 25} requests to ${path} and none refused`)
}

/** Resolves once the thread has looked up from ready work: a timer, as a socket's data would. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 0))

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

describe('only what reads the search index counts', { timeout: 60_000 }, () => {
  it('never counts the plain list, its filters, its export or a message opened from it', async () => {
    const id = await seedMessage({ name: 'Plain Reader' })
    const email = 'lister@lumen.example'
    const limiter = exact()
    const paths = [
      '/inbox',
      '/inbox?state=all&about=general',
      '/inbox/export.csv?state=all',
      `/inbox/${id}?state=all`,
      // A search of nothing but punctuation searches for nothing, and is the plain list.
      '/inbox?q=%22%2B%22',
    ]
    const responses = await atOnce(
      paths.map((path) => ({ email, path })),
      limiter,
    )
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200])
    expect(limiter.counted).toEqual([])
  })

  it('keeps the plain list and its export open to a member refused a search', async () => {
    const email = 'refused@lumen.example'
    const limiter = exact({ [email]: 20 })
    const [search, list, csv] = await atOnce(
      [
        { email, path: '/inbox?q=x' },
        { email, path: '/inbox' },
        { email, path: '/inbox/export.csv?state=all' },
      ],
      limiter,
    )
    expect([search?.status, list?.status, csv?.status]).toEqual([429, 200, 200])
    expect(csv?.headers.get('Content-Type')).toMatch(/^text\/csv/)
  })

  it('counts the export of a search, answered with the page instead of a file', async () => {
    const limiter = exact({ 'exporter@lumen.example': 19 })
    const first = await as('exporter@lumen.example', '/inbox/export.csv?q=a', {}, limiter)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toMatch(/^text\/csv/)
    await first.arrayBuffer()
    const response = await as('exporter@lumen.example', '/inbox/export.csv?q=a', {}, limiter)
    expect(limiter.counted).toEqual(['exporter@lumen.example', 'exporter@lumen.example'])
    expect(response.status).toBe(429)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Content-Disposition')).toBeNull()
    const html = await response.text()
    expect(visibleText(html)).toContain('Slow down')
    expect(typedBack(html)).toEqual(['new', 'a'])
  })

  it('counts a message opened from a search, and "handled and next" within it', async () => {
    const id = await seedMessage({ name: 'Walker Next', message: 'next please' })
    const email = 'walker@lumen.example'
    const limiter = exact({ [email]: 19 })
    const opened = await as(email, `/inbox/${id}?q=walker`, {}, limiter)
    expect(opened.status).toBe(200)
    const refused = await as(email, `/inbox/${id}?q=walker`, {}, limiter)
    expect(refused.status).toBe(429)
    const post = { method: 'POST' }
    const next = await as(email, `/inbox/${id}/handled-next?q=walker`, post, limiter)
    expect(limiter.counted).toEqual([email, email, email])
    expect(next.status).toBe(429)
    expect(visibleText(await next.text())).toContain('Slow down')
    // Refused before anything changed: the message is still New, with no history line.
    expect(await historyOf(id)).toEqual([])
    // The same message without the search opens.
    expect((await as(email, `/inbox/${id}`, {}, limiter)).status).toBe(200)
  })
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
    const email = 'way@lumen.example'
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken({ claims: { email } }) }
    const bindings = { ...(await accessEnv()), INBOX_SEARCH_RATE_LIMITER: recording }
    const burst = Array.from({ length: 10 }, () => send('/inbox?q=ada', { headers }, bindings))
    const waiting = nextLook().then(() => events.push('timer ran'))
    const answers = await Promise.all(burst)
    await waiting
    expect(statuses(answers)).toEqual(Array(10).fill(429))
    expect(events).toEqual(['timer ran', ...Array(10).fill('counted')])
  })
})
