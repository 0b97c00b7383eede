import { describe, expect, it } from 'vitest'
import { accessibilityViolations, noBrowser, storedMessages, useBrowser } from './browser'
import { field, fieldValues, fill, openContactForm, uniqueMessage } from './contact-page'

const focusedId = (page: Parameters<typeof field>[0]) =>
  page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName)

describe.skipIf(noBrowser)('the island shows the worker’s word on each field', () => {
  const browser = useBrowser()

  it('marks a field the worker refused, ties its message to it and focuses the summary', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    // Spaces pass the browser's `required`; the worker trims them and refuses the name.
    const message = { ...uniqueMessage('refused-name'), name: '   ' }
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Failed to send message'])
    const name = field(page, 'Name')
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await name.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Name is required')
    // The error summary takes focus, as the no-JS page does; its link leads on
    // (docs/architecture.md, "When the worker refuses").
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="alert"]') !== null))
      .toBe(true)
    expect(await page.getByRole('alert').textContent()).toContain('Failed to send message')
    expect(await page.getByRole('link', { name: 'Name is required' }).getAttribute('href')).toBe(
      '#contact-name',
    )
    expect(await fieldValues(page)).toEqual(message)
    expect(storedMessages(message.email)).toEqual([])
    expect(await accessibilityViolations(page)).toEqual([])
    await close()
  })

  it('clears the marks once the message is sent, and keeps focus on the button', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    const message = uniqueMessage('fixed-name')
    await fill(page, { ...message, name: ' ' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts.length).toBe(1)
    await field(page, 'Name').fill(message.name)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect
      .poll(() => alerts)
      .toEqual(['Failed to send message', 'Message sent successfully!'])
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type') ?? 'body')).toBe(
      'submit',
    )
    expect(storedMessages(message.email)).toHaveLength(1)
    await close()
  })
})

describe.skipIf(noBrowser)('the form’s fields under the sticky header', () => {
  const browser = useBrowser()

  it('scrolls a field the browser focuses so its label shows below the header', async () => {
    const { page, close } = await openContactForm(browser(), 375)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => focusedId(page)).toBe('contact-name')
    const header = await page.locator('header').first().boundingBox()
    const label = await page.locator('label[for="contact-name"]').boundingBox()
    expect(label?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
    await close()
  })
})
