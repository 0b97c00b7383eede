// What the page cache must never get wrong for a visitor: a browser's weak ETag, a page
// kept for one host, a redirect's query string, a render that failed.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import type { AppEnv } from '../../../src/server/settings/env'
import { pageCache } from '../../../src/server/web/page-cache'
import { attributeValues, get } from '../html'

/** A request to the whole worker on the given origin, waiting for the kept copy to be stored. */
async function visit(url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const response = await app.request(url, init, env, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body }
}

let pages = 0

/** A page of its own behind the cache that answers each render with the next of `renders`. */
function scriptedPage(renders: (() => Response)[]) {
  let count = 0
  pages += 1
  const path = `/scripted-${pages}`
  const page = new Hono<AppEnv>().on('GET', [path], pageCache).get(path, () => {
    const render = renders[count] ?? renders.at(-1)
    count += 1
    if (!render) throw new Error('no render scripted')
    return render()
  })
  const request = async () => {
    const ctx = createExecutionContext()
    const response = await page.request(`https://lumen.test${path}`, {}, env, ctx)
    const body = await response.text().catch(() => '(the stream broke)')
    await waitOnExecutionContext(ctx)
    return { status: response.status, body }
  }
  return { request, renders: () => count }
}

/** A body that sends a first chunk, then fails: a render that broke midway. */
const brokenStream = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('<p>half a page'))
      controller.error(new Error('render failed'))
    },
  })

describe('a browser revalidating a page', () => {
  it('gets 304 for a weak ETag (W/"…"), as Cloudflare sends it for a compressed page', async () => {
    const etag = (await get('/stack')).headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"/)
    const weak = await get('/stack', { headers: { 'If-None-Match': `W/${etag}` } })
    expect(weak.status).toBe(304)
    expect(await weak.text()).toBe('')
  })

  it('gets 304 when its ETag is one of several it holds, however they are spaced', async () => {
    const etag = (await get('/stack')).headers.get('ETag') ?? ''
    for (const list of [`"old-1", W/${etag}`, `W/"old-1",${etag}`, `"old-1" ,  ${etag} `]) {
      const response = await get('/stack', { headers: { 'If-None-Match': list } })
      expect(response.status, list).toBe(304)
    }
  })

  it('gets the page for an ETag that only looks like the current one', async () => {
    const etag = (await get('/stack')).headers.get('ETag') ?? ''
    const lookalikes = [
      `W/"x${etag.slice(1)}`,
      `${etag.slice(0, -2)}"`,
      `W/W/${etag}`,
      `"W/${etag.slice(1)}`,
    ]
    for (const list of lookalikes) {
      const response = await get('/stack', { headers: { 'If-None-Match': list } })
      expect(response.status, list).toBe(200)
    }
  })
})

describe('a page kept for one host', () => {
  it('is never served on another host with the first host’s canonical URL', async () => {
    const first = await visit('https://preview-a.lumen.test/stack')
    const second = await visit('https://preview-b.lumen.test/stack')
    expect(attributeValues(first.body, 'link', 'href')).toContain(
      'https://preview-a.lumen.test/stack',
    )
    expect(attributeValues(second.body, 'link', 'href')).toContain(
      'https://preview-b.lumen.test/stack',
    )
    expect(second.body).not.toContain('preview-a.lumen.test')
    expect(second.response.headers.get('ETag')).not.toBe(first.response.headers.get('ETag'))
  })

  it('is not revalidated by the other host’s ETag', async () => {
    const first = await visit('https://preview-c.lumen.test/stack')
    const etag = first.response.headers.get('ETag') ?? ''
    const other = await visit('https://preview-d.lumen.test/stack', {
      headers: { 'If-None-Match': etag },
    })
    expect(other.response.status).toBe(200)
    expect(other.body).toContain('https://preview-d.lumen.test/stack')
  })
})

describe('the kept copy of a page', () => {
  it('is sent whole, never announced as a chunked stream it no longer is', async () => {
    await visit('https://lumen.test/corporate')
    const kept = await get('/corporate')
    expect(kept.status).toBe(200)
    expect(kept.headers.get('Transfer-Encoding')).toBeNull()
    expect(await kept.text()).toContain('</html>')
  })
})

describe('another spelling of a page', () => {
  it('is redirected with its whole query string', async () => {
    const response = await get('/st%61ck?utm_source=news&ref=a%20b')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/stack?utm_source=news&ref=a%20b')
  })
})

describe('a render that failed', () => {
  it('is never kept: the next visitor gets a fresh render, not the error as a 200', async () => {
    const page = scriptedPage([
      () => new Response('<p>Something went wrong</p>', { status: 500 }),
      () => new Response('<p>The page</p>', { headers: { 'Content-Type': 'text/html' } }),
    ])
    const failed = await page.request()
    expect(failed.status).toBe(500)
    const next = await page.request()
    expect(next).toEqual({ status: 200, body: '<p>The page</p>' })
    expect(page.renders()).toBe(2)
  })

  it('is never kept when its stream breaks midway', async () => {
    const page = scriptedPage([
      () => new Response(brokenStream(), { headers: { 'Content-Type': 'text/html' } }),
      () => new Response('<p>The page</p>', { headers: { 'Content-Type': 'text/html' } }),
    ])
    await page.request()
    const next = await page.request()
    expect(next).toEqual({ status: 200, body: '<p>The page</p>' })
    const after = await page.request()
    expect(after).toEqual({ status: 200, body: '<p>The page</p>' })
    expect(page.renders()).toBe(2)
  })
})
