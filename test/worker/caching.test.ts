import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/server'
import { get, visibleText } from './html'

describe('HTML caching', () => {
  it('gives a page an ETag and a short shared-cache lifetime', async () => {
    const response = await get('/accelerator')
    expect(response.headers.get('ETag')).toMatch(/^"test-\d{4}"$/)
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=300, must-revalidate',
    )
  })

  it('answers 304 with no body to a browser holding the current version', async () => {
    const etag = (await get('/stack')).headers.get('ETag') ?? ''
    const revalidated = await get('/stack', { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('ETag')).toBe(etag)
    expect(revalidated.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    const stale = await get('/stack', { headers: { 'If-None-Match': '"an-old-build-2020"' } })
    expect(stale.status).toBe(200)
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

  it('does not cache the 404 page or API answers', async () => {
    const missing = await get('/no-such-page')
    expect(missing.headers.has('ETag')).toBe(false)
    const api = await get('/api/contact/send')
    expect(api.headers.has('ETag')).toBe(false)
  })
})
