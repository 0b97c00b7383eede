import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { get, visibleText } from '../../html'
import { seedApplication } from '../applications/seed'
import { asStaff, seedMessage, send, signToken } from '../helpers'

type Where = { href_matches?: string; and?: Where[]; not?: Where }

/** Whether a speculation rule's `where` selects a link, as Chromium evaluates it (URLPattern). */
function selects(where: Where, href: string): boolean {
  if (where.and) return where.and.every((part) => selects(part, href))
  if (where.not) return !selects(where.not, href)
  return new URLPattern(where.href_matches ?? '', 'https://lumen.test').test(href)
}

async function inboxPages() {
  const id = await seedMessage()
  const application = await seedApplication()
  return [
    '/inbox',
    '/inbox?state=all',
    `/inbox/${id}`,
    `/inbox/${id}/delete`,
    `/inbox/applications?cohort=2027-03-02`,
    `/inbox/applications?cohort=2027-03-02&view=board`,
    '/inbox/applications/funnel',
    `/inbox/applications/${application}`,
    '/inbox/calls',
  ]
}

describe('the inbox’s own answers', () => {
  it('are never stored, indexed or prefetched, and carry the site’s strict CSP', async () => {
    for (const path of [...(await inboxPages()), '/inbox/export.csv']) {
      const response = await asStaff(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
      expect(response.headers.has('ETag')).toBe(false)
      expect(response.headers.has('Speculation-Rules')).toBe(false)
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    }
  })

  it('ship only the inbox’s own script, no inline code, and keep search engines out', async () => {
    for (const path of await inboxPages()) {
      const html = await (await asStaff(path)).text()
      // One same-origin module (keyboard shortcuts), from the build; never code in the page.
      expect(html.match(/<script\b[^>]*>/gi)).toEqual([
        '<script type="module" src="/assets/inbox-keys-test.js">',
      ])
      expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>/)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
      // No inbox URL (a search, an id) reaches another site in a Referer.
      expect(html).toContain('<meta name="referrer" content="same-origin"/>')
    }
  })

  it('carry no ETag even where storage gives one: a draft’s photo', async () => {
    const id = crypto.randomUUID()
    await env.PHOTOS.put(`${id}/96.webp`, new Uint8Array([1, 2, 3]), {
      httpMetadata: { contentType: 'image/webp' },
    })
    const photo = await asStaff(`/inbox/content/photos/${id}/96.webp`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('Cache-Control')).toBe('no-store')
    expect(photo.headers.has('ETag')).toBe(false)
  })

  it('are never answered from the page cache: a page’s ETag opens nothing', async () => {
    const page = await get('/stack')
    const etag = page.headers.get('ETag') ?? '"test-2026"'
    await get('/') // the cache now holds pages
    const refused = await send('/inbox', { headers: { 'If-None-Match': etag } })
    expect(refused.status).toBe(401)
    const unknown = await send('/inbox/stack', { headers: { 'If-None-Match': etag } })
    expect(unknown.status).toBe(401)
    const allowed = await asStaff('/inbox', { headers: { 'If-None-Match': etag } })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('Inbox')
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await send('/inbox', { method })).status).toBe(401)
    }
  })

  it('answer an unknown path under /inbox with 404 once signed in, never a site page', async () => {
    for (const path of ['/inbox/stack', '/inbox/contact', `/inbox/${crypto.randomUUID()}`]) {
      const response = await asStaff(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it('show the signed-in person’s email in the header', async () => {
    const token = await signToken({ claims: { email: 'grace@lumen.example' } })
    const html = await (await asStaff('/inbox', {}, token)).text()
    expect(visibleText(html)).toContain('Signed in as grace@lumen.example')
    expect(html).toMatch(/<bdi[^>]*>grace@lumen\.example<\/bdi>/)
  })
})

describe('the site around the inbox', () => {
  it('keeps crawlers out of /inbox and leaves it out of the sitemap', async () => {
    const robots = (await (await get('/robots.txt')).text()).split('\n')
    expect(robots).toContain('Disallow: /inbox')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/inbox')
  })

  it('never prefetches an inbox page, while still prefetching the site’s', async () => {
    const { prefetch } = await (await get('/speculation-rules.json')).json<{
      prefetch: { where: Where }[]
    }>()
    const where = prefetch[0]?.where ?? {}
    for (const href of ['/inbox', '/inbox?state=all', '/inbox/export.csv', '/inbox/x/delete']) {
      expect(selects(where, `https://lumen.test${href}`), href).toBe(false)
    }
    expect(selects(where, 'https://lumen.test/stack')).toBe(true)
  })
})
