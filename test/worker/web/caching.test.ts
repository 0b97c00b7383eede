import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { keptPageCount } from '../../../src/server/web/page-cache'
import { valid } from '../contact/send'
import { get, visibleText } from '../html'

const pagePaths = ['/', '/accelerator', '/corporate', '/technical', '/stack', '/contact']

const etagOf = async (path: string) => (await get(path)).headers.get('ETag') ?? ''

describe('HTML caching', () => {
  it('gives a page an ETag and a short shared-cache lifetime', async () => {
    const response = await get('/accelerator')
    expect(response.headers.get('ETag')).toMatch(/^"test-\d{4}-[0-9a-z]+"$/)
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300, must-revalidate',
    )
  })

  it('answers 304 with no body to a browser holding the current version', async () => {
    const etag = await etagOf('/stack')
    const revalidated = await get('/stack', { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('ETag')).toBe(etag)
    expect(revalidated.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    const stale = await get('/stack', { headers: { 'If-None-Match': '"an-old-build-2020"' } })
    expect(stale.status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/stack', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toBe(await etagOf('/stack'))
    expect(await head.text()).toBe('')
  })

  it('serves later visitors the same page the first one was streamed', async () => {
    const first = await (await get('/technical')).text()
    const second = await get('/technical')
    expect(second.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await second.text()).toBe(first)
  })

  it('renders a page with a query string afresh', async () => {
    await get('/contact')
    const notice = visibleText(await (await get('/contact?sent=1')).text())
    expect(notice).toContain('Message sent successfully!')
    const plain = visibleText(await (await get('/contact')).text())
    expect(plain).not.toContain('Message sent successfully!')
  })

  it('keeps pages apart that settings render differently', async () => {
    const configured = { ...env, SITE_ORIGIN: 'https://www.lumen.example' }
    await get('/corporate')
    const html = await (await app.request('https://lumen.test/corporate', {}, configured)).text()
    expect(html).toContain('href="https://www.lumen.example/corporate"')
  })

  it('gives a page a new ETag when a setting changes what it renders (Turnstile on)', async () => {
    const before = await etagOf('/contact')
    const withTurnstile = { ...env, TURNSTILE_SITE_KEY: '0x4AAAAAAA-test' }
    const request = () =>
      app.request(
        'https://lumen.test/contact',
        { headers: { 'If-None-Match': before } },
        withTurnstile,
      )
    const response = await request()
    expect(response.status).toBe(200)
    expect(response.headers.get('ETag')).not.toBe(before)
    expect(await response.text()).toContain('challenges.cloudflare.com')
  })

  it('does not cache the 404 page or API answers', async () => {
    const missing = await get('/no-such-page')
    expect(missing.headers.has('ETag')).toBe(false)
    const api = await get('/api/contact/send')
    expect(api.headers.has('ETag')).toBe(false)
  })
})

describe('the page cache applies to the pages, read with GET or HEAD, and nothing else', () => {
  it('stores a message posted with a page ETag in If-None-Match', async () => {
    const etag = await etagOf('/')
    const email = 'if-none-match@example.com'
    const response = await get('/api/contact/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'If-None-Match': etag },
      body: JSON.stringify({ ...valid, email }),
    })
    expect(response.status).toBe(201)
    const row = await env.DB.prepare('SELECT name FROM contact_messages WHERE email = ?')
      .bind(email)
      .first()
    expect(row).toEqual({ name: valid.name })
  })

  it.each(['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/no-such-page'])(
    'never answers %s 304 for a page ETag, nor gives it the pages’ caching',
    async (path) => {
      const etag = await etagOf('/')
      const response = await get(path, { headers: { 'If-None-Match': etag } })
      expect(response.status).not.toBe(304)
      expect(response.headers.get('ETag')).toBeNull()
      expect(response.headers.get('Cache-Control') ?? '').not.toContain('s-maxage=300')
    },
  )

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])(
    'answers %s on a cached page with 405 and the methods it allows',
    async (method) => {
      await get('/stack')
      const response = await get('/stack', { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('Allow')).toBe('GET, HEAD')
      expect(await response.text()).not.toContain('The PERN Stack')
    },
  )

  it('redirects another spelling of a page to its canonical path', async () => {
    for (const spelling of ['/st%61ck', '/%73tack', '/sta%63k?ref=x']) {
      const response = await get(spelling)
      expect(response.status, spelling).toBe(301)
      expect(response.headers.get('Location'), spelling).toMatch(/^\/stack(\?ref=x)?$/)
    }
  })

  it('holds at most one copy of each page however many spellings and hosts arrive', async () => {
    const spellings = Array.from({ length: 300 }, (_, n) => {
      const escaped = [...'accelerator'].map((char, index) =>
        (n >> index) & 1 ? `%${char.charCodeAt(0).toString(16)}` : char,
      )
      return `/${escaped.join('')}`
    })
    for (const spelling of spellings) {
      await app.request(`https://lumen.test${spelling}`, {}, env)
      await app.request(
        `https://host-${spelling.length}-${Math.random()}.lumen.test/stack`,
        {},
        env,
      )
    }
    for (const path of pagePaths) await app.request(`https://lumen.test${path}`, {}, env)
    expect(keptPageCount()).toBeLessThanOrEqual(pagePaths.length)
    // 600 requests, 300 of them renders: a bound on memory, not on time, so a machine under load
    // (several suites on two cores) must not fail it at the default 5 s.
  }, 60_000)
})
