import { describe, expect, it } from 'vitest'
import { get } from '../html'

describe('paths with repeated slashes', () => {
  it.each(['//', '///', '//evil.example.com', '//stack', '/stack//', '///evil.example.com/x//y'])(
    'redirects %s to the same path with single slashes, on this host',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(301)
      const location = response.headers.get('Location') ?? ''
      expect(location).toMatch(/^\/(?!\/)/)
      expect(location).toBe(path.replace(/\/{2,}/g, '/'))
    },
  )

  it('keeps the query string when it folds the slashes', async () => {
    const response = await get('//contact?sent=1')
    expect(response.headers.get('Location')).toBe('/contact?sent=1')
  })
})

describe('the 404 page', () => {
  it('names no canonical URL and no og:url', async () => {
    const html = await (await get('/no-such-page')).text()
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('og:url')
  })
})

describe('absolute URLs', () => {
  it('stay on the site origin whatever the path looks like', async () => {
    const { absoluteUrl } = await import('../../../src/server/seo/origin')
    expect(absoluteUrl('https://lumen.test', '//evil.example.com')).toBe(
      'https://lumen.test//evil.example.com',
    )
    expect(absoluteUrl('https://lumen.test/ignored', '/stack')).toBe('https://lumen.test/stack')
  })
})
