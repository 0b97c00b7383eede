import { describe, expect, it } from 'vitest'
import { baseURL } from './browser'

// What the built worker and Workers Static Assets answer, over HTTP: no browser needed.
const fetchPath = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL), init)

async function hashedAssets(): Promise<string[]> {
  const html = await (await fetchPath('/contact')).text()
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '')
}

describe('the production build at the edge', () => {
  it('serves hashed assets immutable for a year, under the same security policy', async () => {
    const assets = await hashedAssets()
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true)
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true)
    for (const path of assets) {
      const response = await fetchPath(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe(
        'public, max-age=31536000, immutable',
      )
      expect(response.headers.get('Content-Security-Policy'), path).toContain("default-src 'self'")
      expect(response.headers.get('Strict-Transport-Security'), path).toMatch(/max-age=31536000/)
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
    }
  })

  it('revalidates HTML: 304 for the current ETag', async () => {
    const page = await fetchPath('/accelerator')
    const etag = page.headers.get('ETag')
    expect(etag).toBeTruthy()
    const again = await fetchPath('/accelerator', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('keeps build metadata private', async () => {
    expect((await fetchPath('/.vite/manifest.json')).status).toBe(404)
    expect((await fetchPath('/_headers')).status).toBe(404)
  })
})
