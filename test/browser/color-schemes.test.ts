import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  noBrowser,
  openPage,
  routePaths,
  staffToken,
  useBrowser,
} from './browser'
import { fill, openContactForm, uniqueMessage } from './contact-page'

const token = await staffToken('color-schemes')

/** The relative luminance (WCAG) of the page's background, as drawn behind <body>. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = new OffscreenCanvas(1, 1)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    // The canvas turns any CSS colour (oklch included) into sRGB bytes.
    context.fillStyle = getComputedStyle(document.body).backgroundColor
    context.fillRect(0, 0, 1, 1)
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data
    const linear = (value: number) => {
      const channel = value / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  })
}

describe.skipIf(noBrowser)('the dark colour scheme', () => {
  const browser = useBrowser()

  it.each([...routePaths, '/privacy', '/no-such-page'])(
    'draws %s dark, for a visitor who asks, with no axe violation (every rule, AAA contrast)',
    async (path) => {
      for (const width of [375, 1280]) {
        const { page, close } = await openPage(browser(), width)
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.goto(path, { waitUntil: 'networkidle' })
        expect(await backgroundLuminance(page), `${path} at ${width}px`).toBeLessThan(0.02)
        expect(await accessibilityViolations(page), `${path} at ${width}px`).toEqual([])
        await close()
      }
    },
  )

  it('keeps light pages for everyone else', async () => {
    const { page, close } = await openPage(browser())
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9)
    await close()
  })

  it('shows the contact form’s refused state dark, with no axe violation', async () => {
    const { page, alerts, close } = await openContactForm(browser(), 375)
    await page.emulateMedia({ colorScheme: 'dark' })
    await fill(page, { ...uniqueMessage('dark-refused'), name: '   ' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Failed to send message'])
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
    expect(await backgroundLuminance(page)).toBeLessThan(0.02)
    expect(await accessibilityViolations(page)).toEqual([])
    await close()
  })

  it('draws the staff’s inbox dark, with no axe violation', { timeout: 60_000 }, async () => {
    const visitor = await openContactForm(browser())
    await fill(visitor.page, uniqueMessage('dark-inbox'))
    await visitor.page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => visitor.alerts).toEqual(['Message sent successfully!'])
    await visitor.close()
    const { page, errors, close } = await openPage(browser(), 1280)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/inbox/sign-in')
    expect(await accessibilityViolations(page), '/inbox/sign-in').toEqual([])
    await page.getByLabel('Access token').fill(token)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox' && url.search === '')
    for (const path of ['/inbox', '/inbox?state=all', '/inbox/waitlists', '/inbox/content']) {
      await page.goto(path)
      expect(await backgroundLuminance(page), path).toBeLessThan(0.02)
      expect(await accessibilityViolations(page), path).toEqual([])
    }
    await page.goto('/inbox?state=all')
    await page.locator('main ol a').first().click()
    await page.waitForURL((url) => /^\/inbox\/[0-9a-f-]{36}$/.test(url.pathname))
    expect(await backgroundLuminance(page), 'a message').toBeLessThan(0.02)
    expect(await accessibilityViolations(page), 'a message').toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
