import { inflateSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, routePaths, useBrowser } from './browser'

const navigation = [
  { label: 'Home', path: '/' },
  { label: 'Accelerator', path: '/accelerator' },
  { label: 'Corporate', path: '/corporate' },
  { label: 'Technical', path: '/technical' },
  { label: 'PERN Stack', path: '/stack' },
  { label: 'Contact', path: '/contact' },
]

describe.skipIf(noBrowser)('navigation', () => {
  const browser = useBrowser()

  it.each(navigation)(
    'leads to $path from the $label link on a desktop',
    async ({ label, path }) => {
      const { page, close } = await openPage(browser(), 1280)
      await page.goto('/technical')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
        .click()
      await page.waitForURL((url) => url.pathname === path)
      await close()
    },
  )

  it('leads home from the logo', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/stack')
    await page.getByRole('link', { name: /home$/i }).first().click()
    await page.waitForURL((url) => url.pathname === '/')
    await close()
  })

  it.each([
    { card: 'Full Stack Engineering Accelerator', path: '/accelerator' },
    { card: 'Corporate Technology Solutions', path: '/corporate' },
    { card: 'Technical Consulting Services', path: '/technical' },
  ])('takes the home card "$card" to $path, wherever it is clicked', async ({ card, path }) => {
    const { page, close } = await openPage(browser())
    await page.goto('/')
    const article = page.locator('article', { has: page.getByRole('heading', { name: card }) })
    await expect.poll(() => article.locator('li').count()).toBe(5)
    // A click on the card's body, not on its title, still follows the card's link.
    await article.locator('li').nth(2).scrollIntoViewIfNeeded()
    const bullet = await article.locator('li').nth(2).boundingBox()
    if (!bullet) throw new Error(`the card "${card}" has no third bullet on screen`)
    await page.mouse.click(bullet.x + bullet.width / 2, bullet.y + bullet.height / 2)
    await page.waitForURL((url) => url.pathname === path)
    await close()
  })

  it('reaches every route from the menu at 375px, by keyboard too', async () => {
    for (const path of routePaths) {
      const { page, close } = await openPage(browser(), 375)
      await page.goto('/')
      await page.getByRole('button', { name: 'Menu' }).focus()
      await page.keyboard.press('Enter')
      const link = page.locator('#site-menu a').and(page.locator(`[href="${path}"]`))
      await expect.poll(() => link.isVisible()).toBe(true)
      await link.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === path)
      await close()
    }
  })

  it('keeps the navigation on screen while the page scrolls', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/accelerator')
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    const top = await page.locator('header').evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBe(0)
    await close()
  })
})

describe.skipIf(noBrowser)('the menu at 375px', () => {
  const browser = useBrowser()

  async function openMenu() {
    const opened = await openPage(browser(), 375)
    await opened.page.goto('/stack')
    const menu = opened.page.locator('#site-menu')
    await opened.page.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => menu.isVisible()).toBe(true)
    return { ...opened, menu }
  }

  it('closes on Escape and gives focus back to its button', async () => {
    const { page, errors, menu, close } = await openMenu()
    await menu.getByRole('link', { name: 'Accelerator' }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    const button = page.getByRole('button', { name: 'Menu' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('closes when the visitor clicks outside it, on the dimmed page', async () => {
    const { page, menu, close } = await openMenu()
    await page.mouse.click(180, 650)
    await expect.poll(() => menu.isVisible()).toBe(false)
    await close()
  })

  it('dims the page behind it and names its button "Close" while open', async () => {
    const { page, close } = await openMenu()
    await expect.poll(() => page.getByRole('button', { name: 'Close' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0)
    // A pixel of the page under the menu, far below it: the backdrop darkens the white page.
    expect(Math.max(...(await pixel(page, 2, 700)))).toBeLessThan(160)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true)
    expect(Math.min(...(await pixel(page, 2, 700)))).toBeGreaterThan(200)
    await close()
  })

  it('runs with no script at all', async () => {
    const { page, close } = await openPage(browser(), 375)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/stack')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true)
    expect(scripts).toEqual([])
    await close()
  })
})

/** The colour of one pixel of the page: a 1×1 screenshot, its PNG decoded (8-bit RGB or RGBA). */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
  const chunks: Buffer[] = []
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset)
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') {
      chunks.push(png.subarray(offset + 8, offset + 8 + length))
    }
    offset += length + 12
  }
  // One pixel in one row: whatever the row's filter, its bytes are the colour itself.
  return [...inflateSync(Buffer.concat(chunks)).subarray(1, 4)]
}
