import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, useBrowser } from './browser'

/** Whether the element is rendered, counting what waits inside a band not yet drawn as not rendered. */
const rendered = (selector: string) =>
  `document.querySelector(${JSON.stringify(selector)}).checkVisibility({ contentVisibilityAuto: true })`

describe.skipIf(noBrowser)('the first paint lays out the first screen', () => {
  const browser = useBrowser()

  it('leaves the bands below the first screen to be drawn when the visitor nears them', async () => {
    for (const [path, band] of [
      ['/', 'footer > div'],
      ['/accelerator', 'footer > div'],
      ['/stack', 'footer > div'],
      ['/privacy', 'footer > div'],
    ] as const) {
      const { page, errors, close } = await openPage(browser(), 375)
      await page.goto(path)
      expect(await page.evaluate(rendered(band)), `${path} ${band} at rest`).toBe(false)
      // Still there for the visitor's find in page and for assistive technology.
      await expect.poll(() => page.getByText('Privacy', { exact: true }).count()).toBeGreaterThan(0)
      await page.locator(band).first().scrollIntoViewIfNeeded()
      await expect
        .poll(() => page.evaluate(rendered(band)), { message: `${path} ${band} scrolled to` })
        .toBe(true)
      expect(errors).toEqual([])
      await close()
    }
  })

  it('shifts nothing on screen while the visitor scrolls down the page and back', async () => {
    for (const width of [375, 1280]) {
      for (const path of ['/', '/accelerator', '/stack']) {
        const { page, close } = await openPage(browser(), width)
        await page.goto(path)
        await page.evaluate(() => {
          const shifts: number[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              shifts.push(entry.value)
          }).observe({ type: 'layout-shift', buffered: true })
          Object.assign(window, { shifts })
        })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (const y of [...Array(Math.ceil(height / 300)).keys()].map((step) => step * 300)) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.evaluate(() => new Promise(requestAnimationFrame))
        }
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.evaluate(() => new Promise(requestAnimationFrame))
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          `${path} at ${width}px`,
        ).toBe(0)
        await close()
      }
    }
  })

  it('sets the text in the system’s interface font, asked for by a name every browser knows', async () => {
    const { page, close } = await openPage(browser(), 375)
    await page.goto('/')
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(family.split(',')[0]?.trim()).toBe('system-ui')
    await close()
  })
})
