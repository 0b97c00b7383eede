import { describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  horizontalOverflow,
  noBrowser,
  openPage,
  routePaths,
  useBrowser,
} from './browser'

describe.skipIf(noBrowser)('every page in Chromium', () => {
  const browser = useBrowser()

  it.each(routePaths)('renders %s with no console error or warning', async (path) => {
    const { page, errors, close } = await openPage(browser())
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    await expect.poll(() => page.locator('h1').count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it.each([...routePaths, '/no-such-page'])(
    'finds no accessibility violation on %s (axe-core, every rule)',
    async (path) => {
      for (const width of [375, 1280]) {
        const { page, close } = await openPage(browser(), width)
        await page.goto(path, { waitUntil: 'networkidle' })
        expect(await accessibilityViolations(page), `${path} at ${width}px`).toEqual([])
        await close()
      }
    },
  )

  it.each(routePaths)('does not scroll sideways on %s at 320px and 375px', async (path) => {
    for (const width of [320, 375]) {
      const { page, close } = await openPage(browser(), width)
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0)
      await close()
    }
  })

  it('keeps the logos out of the stylesheet every page loads, and fades pages in CSS', async () => {
    const { page, close } = await openPage(browser())
    const response = await page.goto('/')
    const href = await page.locator('link[rel="stylesheet"]').getAttribute('href')
    const css = await (await page.request.get(href ?? '')).text()
    expect(css).not.toMatch(/logos|simple-icons/)
    expect(css, 'the staff’s styles live in their own stylesheet').not.toContain('.inbox-')
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: ?no-preference\) ?\{ ?@view-transition ?\{ ?navigation: ?auto/,
    )
    expect(response?.headers().link).toBe(`<${href}>; rel=preload; as=style`)
    await close()
  })

  it('keeps content within 1250px on a wide screen', async () => {
    const { page, close } = await openPage(browser(), 1920)
    await page.goto('/accelerator')
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('main h1, main h2, main p, main ul')].map(
          (el) => el.getBoundingClientRect().width,
        ),
      ),
    )
    expect(widest).toBeLessThanOrEqual(1250)
    await close()
  })

  it('shows the technology logos with accessible names on /accelerator', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/accelerator')
    for (const name of ['React', 'PostgreSQL', 'Node.js', 'Express']) {
      const logo = page.getByRole('img', { name, exact: true }).first()
      await expect.poll(() => logo.isVisible()).toBe(true)
      const box = await logo.boundingBox()
      expect(box?.width).toBeGreaterThan(16)
      // An SVG file of its own (out of the first round trip), loaded and drawn.
      await logo.scrollIntoViewIfNeeded()
      await expect
        .poll(() => logo.evaluate((el) => (el as HTMLImageElement).naturalWidth), { message: name })
        .toBeGreaterThan(0)
    }
    await close()
  })
})
