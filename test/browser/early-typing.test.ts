import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, useBrowser } from './browser'

describe.skipIf(noBrowser)('typing before the form has hydrated', () => {
  const browser = useBrowser()

  it('keeps what the visitor typed while React was still loading', async () => {
    const { page, errors, close } = await openPage(browser())
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill('Early Bird')
    await page.getByLabel('Message', { exact: true }).fill('Typed before hydration')
    release()
    await page.locator('form[data-hydrated="true"]').waitFor()
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Early Bird')
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Typed before hydration',
    )
    await page.getByLabel('Email', { exact: true }).fill('early@example.com')
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Early Bird')
    expect(errors).toEqual([])
    await close()
  })
})
