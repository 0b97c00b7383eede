import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseURL, routePaths } from './browser'

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('link previews', () => {
  it('gives every page a 1200×630 PNG of its own, built and served', async () => {
    const digests = new Set<string>()
    const paths = [...routePaths, '/privacy']
    for (const path of paths) {
      const html = await (await fetch(new URL(path, baseURL))).text()
      const named = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
      expect(named, path).toBeDefined()
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      // The worker names its own origin; the image must be there, in the build's static files.
      const response = await fetch(new URL(new URL(named ?? '').pathname, baseURL))
      expect(response.status, `${path}: ${named}`).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/png')
      const png = Buffer.from(await response.arrayBuffer())
      expect(pngSize(png), path).toEqual({ width: 1200, height: 630 })
      digests.add(createHash('sha256').update(png).digest('hex'))
    }
    expect(digests.size, 'each page’s image differs').toBe(paths.length)
  })
})
