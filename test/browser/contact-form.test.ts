import { describe, expect, it } from 'vitest'
import { noBrowser, storedMessages, useBrowser } from './browser'
import { field, fieldValues, fill, openContactForm, sendPath, uniqueMessage } from './contact-page'

describe.skipIf(noBrowser)('sending the contact form', () => {
  const browser = useBrowser()

  it('stores the message, empties the fields and alerts "Message sent successfully!"', async () => {
    const { page, alerts, errors, close } = await openContactForm(browser())
    const message = uniqueMessage('sent')
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(await fieldValues(page)).toEqual({ name: '', email: '', message: '' })
    expect(storedMessages(message.email)).toMatchObject([message])
    expect(errors).toEqual([])
    await close()
  })

  it.each([
    ['the server answers 500', 'status'],
    ['the network fails', 'network'],
  ] as const)('keeps every field and shows the error when %s', async (_, failure) => {
    const { page, alerts, close } = await openContactForm(browser())
    await page.route(sendPath, (route) =>
      failure === 'status'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' })
        : route.abort('failed'),
    )
    const message = uniqueMessage(failure)
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Failed to send message'])
    expect(await page.getByRole('alert').textContent()).toContain('Failed to send message')
    expect(await fieldValues(page)).toEqual(message)
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })

  it('lets the browser block an empty or badly addressed message', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/send')) requests += 1
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(
      await field(page, 'Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)
    await fill(page, { ...uniqueMessage('bad-email'), email: 'ada-at-example' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(
      await field(page, 'Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true)
    await page.waitForTimeout(300)
    expect(requests).toBe(0)
    expect(alerts).toEqual([])
    await close()
  })

  it('marks the button busy while sending, so a double click sends once', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    let requests = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(sendPath, async (route) => {
      requests += 1
      await held
      await route.continue()
    })
    const message = uniqueMessage('double')
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).dblclick()
    const button = page.locator('button[type="submit"]')
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    release()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(requests).toBe(1)
    expect(storedMessages(message.email)).toHaveLength(1)
    await close()
  })
})

describe.skipIf(noBrowser)('a visitor who sends too many messages', () => {
  const browser = useBrowser()

  it('is told to wait a minute, and keeps what they typed', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    let message = uniqueMessage('flood')
    for (let sent = 0; sent < 20 && !alerts.includes('Failed to send message'); sent++) {
      message = uniqueMessage(`flood-${sent}`)
      await fill(page, message)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts.length).toBe(sent + 1)
    }
    expect(alerts.at(-1)).toBe('Failed to send message')
    const alert = await page.getByRole('alert').textContent()
    expect(alert).toContain('Failed to send message')
    expect(alert).toContain('Please wait a minute')
    expect(await fieldValues(page)).toEqual(message)
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })
})
