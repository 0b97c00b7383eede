import { describe, expect, it } from 'vitest'
import { baseURL, noBrowser, openPage, useBrowser } from './browser'

describe.skipIf(noBrowser)('the contact form island', () => {
  const browser = useBrowser()

  it('hydrates in place with no hydration warning', async () => {
    const { page, errors, close } = await openPage(browser())
    await page.goto('/contact')
    await expect.poll(() => page.locator('form[data-hydrated="true"]').count()).toBe(1)
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('labels every field and asks for what the spec requires', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/contact')
    const field = (label: string) => page.getByLabel(label, { exact: true })
    for (const label of ['Name', 'Email', 'Message']) {
      expect(await field(label).getAttribute('required'), label).toBe('')
    }
    expect(await field('Email').getAttribute('type')).toBe('email')
    expect(await field('Message').evaluate((el) => el.tagName)).toBe('TEXTAREA')
    expect(await field('Message').getAttribute('rows')).toBe('5')
    await close()
  })

  it('renders the same form with JavaScript off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get in Touch')
    for (const label of ['Name', 'Email', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true)
    }
    await context.close()
  })

  it('keeps the honeypot away from people: off screen, hidden from readers, out of tab order', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/contact')
    await page.locator('form[data-hydrated="true"]').waitFor()
    const trap = page.locator('input[name="website"]')
    const box = await trap.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0)
    expect(await page.getByRole('textbox').count()).toBe(3) // the accessibility tree has three
    await page.getByLabel('Name', { exact: true }).focus()
    const reached: string[] = []
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab')
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
    }
    expect(reached.slice(0, 2)).toEqual(['email', 'message'])
    expect(reached).not.toContain('website')
    await close()
  })
})
