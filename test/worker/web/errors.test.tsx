import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notFound, onError } from '../../../src/server/web/errors'
import { renderer } from '../../../src/server/web/renderer'
import { get, visibleText } from '../html'

function Broken(): never {
  throw new Error('database password is hunter2')
}

// The site's own error handling around a page that fails while rendering.
const appWithBrokenPage = new Hono()
  .use(renderer)
  .get('/broken', (c) => c.render(<Broken />, { meta: { title: 'Broken', description: '' } }))
appWithBrokenPage.notFound(notFound)
appWithBrokenPage.onError(onError)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('unknown routes', () => {
  it('answers 404 with a page in the site chrome, a way home and noindex', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<header\b/)
    expect(html).toMatch(/<footer\b/)
    expect(visibleText(html)).toMatch(/not found/i)
    expect(html.match(/<main\b[\s\S]*<\/main>/)?.[0]).toContain('href="/"')
  })

  it('answers an unknown API path with JSON', async () => {
    const response = await get('/api/nothing')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe('a failure while rendering', () => {
  it("answers 500 with 'Unexpected Application Error!' and no internals", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await appWithBrokenPage.request('/broken', {}, env)
    expect(response.status).toBe(500)
    const html = await response.text()
    const text = visibleText(html)
    expect(text).toContain('Unexpected Application Error!')
    expect(text).not.toContain('hunter2')
    expect(html).not.toMatch(/at Broken|\.tsx:\d+/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(logged).toHaveBeenCalled()
    expect(String(logged.mock.calls.flat())).toContain('hunter2')
  })
})
