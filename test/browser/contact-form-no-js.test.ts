import { describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  baseURL,
  noBrowser,
  openPage,
  storedMessages,
  useBrowser,
  visitorAddress,
} from './browser'
import { field, fill, uniqueMessage } from './contact-page'

describe.skipIf(noBrowser)('the contact form without JavaScript', () => {
  const browser = useBrowser()

  async function openWithoutJavaScript(address = visitorAddress()) {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': address },
    })
    const page = await context.newPage()
    await page.goto('/contact')
    return { page, close: () => context.close() }
  }

  it('posts the form, stores the message and lands on the success notice', async () => {
    const { page, close } = await openWithoutJavaScript()
    const message = uniqueMessage('no-js')
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '?sent=1')
    expect(await page.locator('main').textContent()).toContain('Message sent successfully!')
    expect(storedMessages(message.email)).toMatchObject([message])
    await close()
  })

  it('leads with an error summary, focused, linking each field to fix', async () => {
    const { page, close } = await openWithoutJavaScript()
    // Spaces pass the browser's `required` but not the worker's schema, which trims.
    const message = { ...uniqueMessage('no-js-invalid'), name: '   ' }
    await fill(page, message)
    const [refused] = await Promise.all([
      page.waitForEvent('response', (answer) => answer.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ])
    expect(refused.status()).toBe(400)
    await page.waitForLoadState()
    expect(await page.title()).toMatch(/^Error: /)
    const summary = page.getByRole('alert')
    expect(await summary.textContent()).toContain('Name is required')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Failed to send message',
    )
    await summary.getByRole('link', { name: 'Name is required' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name')
    expect(await field(page, 'Email').inputValue()).toBe(message.email)
    expect(await field(page, 'Message').inputValue()).toBe(message.message)
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })

  it('renders a refused post’s page that axe-core finds no fault with', async () => {
    // axe runs as script, so here only the site's own scripts are blocked: the form posts natively.
    const { page, close } = await openPage(browser(), 375)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/contact')
    await fill(page, { ...uniqueMessage('no-js-axe'), name: ' ', email: 'a@b' })
    await Promise.all([
      page.waitForEvent('response', (answer) => answer.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ])
    await page.waitForLoadState()
    expect(await page.title()).toMatch(/^Error: /)
    expect(await accessibilityViolations(page)).toEqual([])
    await close()
  })

  it('says in the page, not in JSON, that a visitor sent too many', async () => {
    const { page, close } = await openWithoutJavaScript()
    let message = uniqueMessage('no-js-flood')
    for (let sent = 0; sent < 20; sent++) {
      message = uniqueMessage(`no-js-flood-${sent}`)
      await page.goto('/contact')
      await fill(page, message)
      const [response] = await Promise.all([
        page.waitForEvent('response', (answer) => answer.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ])
      if (response.status() === 429) break
    }
    await page.waitForLoadState()
    expect(await page.title()).toMatch(/^Error: /)
    expect(await page.getByRole('alert').textContent()).toContain('Please wait a minute')
    expect(await field(page, 'Message').inputValue()).toBe(message.message)
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })
})
