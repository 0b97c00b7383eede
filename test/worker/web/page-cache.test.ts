import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../src/server/settings/env'
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
})
