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
      const menu = page.locator('summary', { hasText: 'Menu' })
      await menu.focus()
      await page.keyboard.press('Enter')
      const link = page.locator('details nav a').and(page.locator(`[href="${path}"]`))
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
    const menu = opened.page.locator('details', { has: opened.page.locator('summary') })
    await opened.page.locator('summary', { hasText: 'Menu' }).click()
    await expect.poll(() => menu.getAttribute('open')).toBe('')
    return { ...opened, menu }
  }

  it('closes on Escape and gives focus back to its button', async () => {
    const { page, menu, close } = await openMenu()
    await menu.getByRole('link', { name: 'Accelerator' }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
    await close()
  })

  it('closes when focus leaves it', async () => {
    const { page, menu, close } = await openMenu()
    await menu.getByRole('link', { name: 'Contact' }).focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => menu.getAttribute('open')).toBeNull()
    await close()
  })
})
