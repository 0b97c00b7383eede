import { describe, expect, it } from 'vitest'
import { baseURL, noBrowser, storedMessages, useBrowser, visitorAddress } from './browser'
import { field, fill, uniqueMessage } from './contact-page'

describe.skipIf(noBrowser)('the contact form without JavaScript', () => {
  const browser = useBrowser()

  async function openWithoutJavaScript() {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
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

  it('shows what to fix beside the entered values when the worker refuses the post', async () => {
    const { page, close } = await openWithoutJavaScript()
    // Spaces pass the browser's `required` but not the worker's schema, which trims.
    const message = { ...uniqueMessage('no-js-invalid'), name: '   ' }
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL((url) => url.pathname === '/api/contact/send')
    expect(await page.locator('main').textContent()).toContain('Name is required')
    expect(await field(page, 'Email').inputValue()).toBe(message.email)
    expect(await field(page, 'Message').inputValue()).toBe(message.message)
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })
})
