import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'
import { routes } from '../../src/shared/routes'
import { baseURL, noFirefox, openPage, useFirefox } from './firefox'

// Found by accessible name in Firefox's accessibility tree, never by element: the menu's control
// is a <summary> today and may become a `popover` button, and both must behave the same.
const menuControl = '::-p-aria(Menu)'
/** The spec's six routes, which the menu lists (a route like a privacy notice may sit elsewhere). */
const menuLabels = [
  routes.home,
  routes.accelerator,
  routes.corporate,
  routes.technical,
  routes.stack,
  routes.contact,
].map((route) => route.label)
/** The main navigation a visitor can perceive now (a hidden one is not in the tree). */
const shownNavigation = '::-p-aria([name="Main"][role="navigation"])'

/** The names of the links in the main navigation on screen, or null when none is shown. */
async function shownLinks(page: Page) {
  const navigations = await page.$$(shownNavigation)
  if (navigations.length === 0) return null
  const links = await navigations[0]?.$$('::-p-aria([role="link"])')
  return Promise.all((links ?? []).map((link) => link.evaluate((el) => el.textContent?.trim())))
}

/** /stack at a phone's width, where the navigation sits behind the menu. */
async function narrowPage(firefox: Parameters<typeof openPage>[0]) {
  const opened = await openPage(firefox, 375)
  await opened.page.goto(new URL('/stack', baseURL).href)
  const controls = await opened.page.$$(menuControl)
  expect(controls).toHaveLength(1)
  expect(await shownLinks(opened.page)).toBeNull()
  return { ...opened, control: controls[0] as NonNullable<(typeof controls)[0]> }
}

describe.skipIf(noFirefox)('the menu at 375px in Firefox ESR', () => {
  const firefox = useFirefox()

  it('opens on "Menu" to show every route, and closes on Escape, focus back on its button', async () => {
    const { page, control, errors, close } = await narrowPage(firefox())
    await control.click()
    await expect.poll(() => shownLinks(page)).toEqual(expect.arrayContaining(menuLabels))
    const [navigation] = await page.$$(shownNavigation)
    const link = await navigation?.$('::-p-aria([name="Accelerator"][role="link"])')
    if (!link) throw new Error('the open menu has no "Accelerator" link')
    await link.focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => shownLinks(page)).toBeNull()
    expect(await control.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('leads to the page of the link chosen in it', async () => {
    const { page, control, close } = await narrowPage(firefox())
    await control.click()
    await expect.poll(() => shownLinks(page)).not.toBeNull()
    const [navigation] = await page.$$(shownNavigation)
    const link = await navigation?.$('::-p-aria([name="Contact"][role="link"])')
    if (!link) throw new Error('the open menu has no "Contact" link')
    await Promise.all([page.waitForNavigation(), link.click()])
    expect(new URL(page.url()).pathname).toBe('/contact')
    await close()
  })
})
