import { describe, expect, it } from 'vitest'
import { measureBytes } from '../../scripts/bench/bytes.ts'
import { baseURL, noBrowser, openPage, routePaths, useBrowser } from './browser'

/** TCP's initial window: 10 segments of ~1.4 KB. A first visit that fits arrives in one round trip. */
const oneRoundTrip = 14_000

describe.skipIf(noBrowser)('one round trip for every page', () => {
  const browser = useBrowser()

  it('fits each route’s first visit (HTML + CSS before load, brotli) in 14 KB', async () => {
    const rows = await measureBytes(browser(), baseURL, [...routePaths, '/privacy'])
    for (const row of rows)
      expect(row.firstVisit.brotli, row.route).toBeLessThanOrEqual(oneRoundTrip)
  })

  it('loads no script on a page without a form', async () => {
    for (const path of ['/', '/accelerator', '/stack', '/privacy']) {
      const { page, close } = await openPage(browser(), 375)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(scripts, path).toEqual([])
      await close()
    }
  })

  it('shows every technology logo, loaded, at its size', async () => {
    for (const path of ['/accelerator', '/stack']) {
      const { page, errors, close } = await openPage(browser(), 1280)
      await page.goto(path)
      const logos = page.locator('img[src^="/assets/logo-"]')
      expect(await logos.count()).toBeGreaterThanOrEqual(7)
      for (const logo of await logos.all()) {
        await logo.scrollIntoViewIfNeeded()
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        const box = await logo.boundingBox()
        expect(box?.width).toBeGreaterThanOrEqual(40)
      }
      expect(errors).toEqual([])
      await close()
    }
  })
})
