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
    expect(await page.locator('form input, form textarea').count()).toBe(3)
    await context.close()
  })
})
