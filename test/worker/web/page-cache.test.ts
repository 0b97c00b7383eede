import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../src/server/settings/env'
import { previewVersion } from '../../../src/server/site-content/preview'
import { pageCache } from '../../../src/server/web/page-cache'

/** A page behind the cache whose renders are counted (the isolate keeps one copy per route). */
function countedPage(route = '/counted') {
  let renders = 0
  const app = new Hono<AppEnv>().on('GET', [route], pageCache).get(route, (c) => {
    renders += 1
    return c.html(`<p>render ${renders}</p>`)
  })
  const request = async (url = `https://lumen.test${route}`) => {
    const ctx = createExecutionContext()
    const response = await app.request(url, {}, env, ctx)
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    return { response, body }
  }
  return { request, renders: () => renders }
}

describe('the page cache', () => {
  it('renders a page once and serves the kept copy to later visitors', async () => {
    const page = countedPage()
    const first = await page.request()
    const second = await page.request()
    expect(page.renders()).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.response.headers.get('ETag')).toBe(first.response.headers.get('ETag'))
  })

  it('renders afresh, and keeps nothing, for an address with a query string', async () => {
    const page = countedPage()
    await page.request('https://lumen.test/counted?utm=1')
    await page.request('https://lumen.test/counted?utm=2')
    expect(page.renders()).toBe(2)
  })

  it('keeps the page for later visitors however many visits carry a query string', async () => {
    const page = countedPage('/campaign')
    await page.request()
    await page.request('https://lumen.test/campaign?utm_source=newsletter')
    await page.request('https://lumen.test/campaign?sent=1')
    const later = await page.request()
    expect(page.renders()).toBe(3)
    expect(later.body).toBe('<p>render 1</p>')
  })

  it('keeps no preview: each is rendered with the drafts, and the visitors’ copy stays in place', async () => {
    let renders = 0
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        const preview = c.req.header('X-Test-Preview') !== undefined
        // The first version a school publishes is 1: kept like any other.
        c.set('content', { version: preview ? previewVersion : 1, content: {} })
        await next()
      })
      .on('GET', ['/previewed'], pageCache)
      .get('/previewed', (c) => {
        renders += 1
        const draft = c.var.content?.version === previewVersion ? ' (draft)' : ''
        return c.html(`<p>render ${renders}${draft}</p>`)
      })
    const request = async (headers: Record<string, string> = {}) => {
      const ctx = createExecutionContext()
      const response = await app.request('https://lumen.test/previewed', { headers }, env, ctx)
      const body = await response.text()
      await waitOnExecutionContext(ctx)
      return { response, body }
    }
    expect((await request()).body).toBe('<p>render 1</p>')
    const preview = await request({ 'X-Test-Preview': '1' })
    expect(preview.body).toBe('<p>render 2 (draft)</p>')
    expect(preview.response.headers.get('ETag')).toBeNull()
    expect((await request({ 'X-Test-Preview': '1' })).body).toBe('<p>render 3 (draft)</p>')
    expect((await request()).body).toBe('<p>render 1</p>')
  })
})
