import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, routePaths, useBrowser } from './browser'

/** Each route, and the states that draw icons of their own (the 404, the no-JS confirmations). */
const paths = [...routePaths, '/no-such-page', '/contact?sent=1', '/corporate?joined=1']

describe.skipIf(noBrowser)('the interface icons', () => {
  const browser = useBrowser()

  // An icon drawn as a CSS mask or background is an SVG image, which Chromium parses into a
  // document of its own inside the page's first style pass: what made that pass Lighthouse's
  // longest task (docs/decisions.md, "Pages without script keep their first style pass short"). Drawn inline, an icon costs no such document.
  it.each(paths)('draws every icon of %s inline, none as an image in CSS', async (path) => {
    const { page, close } = await openPage(browser(), 375)
    await page.goto(path, { waitUntil: 'networkidle' })
    const cssImages = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element)
        return [style.maskImage, style.backgroundImage]
          .filter((image) => image.includes('url('))
          .map((image) => `${element.tagName.toLowerCase()}.${element.classList[0]}: ${image}`)
      }),
    )
    expect(cssImages).toEqual([])
    expect(await page.locator('main svg[aria-hidden="true"]').count()).toBeGreaterThan(0)
    await close()
  })

  // A visitor whose stylesheet never arrives (a flaky connection, a blocked CDN) still reads the
  // page: each icon is as large as the letters beside it, not the width of the screen.
  it.each(paths)('keeps the icons of %s at text size without the stylesheet', async (path) => {
    const { page, close } = await openPage(browser(), 375)
    await page.route('**/*.css', (route) => route.abort())
    await page.goto(path, { waitUntil: 'networkidle' })
    const oversized = await page.evaluate(() =>
      [...document.querySelectorAll('svg')].flatMap((icon) => {
        const { width, height } = icon.getBoundingClientRect()
        const letters = Number.parseFloat(getComputedStyle(icon).fontSize)
        return Math.max(width, height) > letters * 2
          ? [`${icon.outerHTML.slice(0, 60)}: ${width}px`]
          : []
      }),
    )
    expect(oversized).toEqual([])
    await close()
  })
})
