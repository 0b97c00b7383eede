import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureBytes } from '../../scripts/bench/bytes.ts'
import { filledContent } from '../fixtures/site-content'
import { baseURL, noBrowser, openPage, routePaths, useBrowser } from './browser'
import { publishOnly, unpublish } from './published-cohort'

/** How many time zones /apply offers once hydrated (the form still offers every one). */
async function zoneOptionCount(browser: Browser) {
  const { page, close } = await openPage(browser, 375)
  await page.goto('/apply')
  await page.locator('form[data-hydrated="true"]').waitFor()
  const count = await page.locator('#apply-timeZone option').count()
  await close()
  return count
}

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

describe.skipIf(noBrowser)('one round trip with the school’s content', () => {
  const browser = useBrowser()
  // Three cohorts, four instructors and four graduates, three outcome figures, ten questions.
  beforeAll(() => publishOnly(baseURL, filledContent))
  afterAll(() => unpublish(baseURL))

  it('fits its HTML and CSS in 14 KB and its script in 1 KB (brotli)', async () => {
    const [row] = await measureBytes(browser(), baseURL, ['/accelerator'])
    expect(row?.html.brotli, 'the page holds the content').toBeGreaterThan(7_000)
    expect((row?.html.brotli ?? 0) + (row?.css.brotli ?? 0)).toBeLessThanOrEqual(oneRoundTrip)
    expect(row?.js.brotli).toBeLessThanOrEqual(1_000)
  })

  it('fits /apply’s HTML and CSS in 14 KB and its script before load in 1 KB (brotli)', async () => {
    const [row] = await measureBytes(browser(), baseURL, ['/apply'])
    const htmlAndCss = (row?.html.brotli ?? 0) + (row?.css.brotli ?? 0)
    expect(await zoneOptionCount(browser()), 'every time zone to choose from').toBeGreaterThan(400)
    expect(htmlAndCss).toBeLessThanOrEqual(oneRoundTrip)
    expect((row?.firstVisit.brotli ?? 0) - htmlAndCss).toBeLessThanOrEqual(1_000)
  })
})
