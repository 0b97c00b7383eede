// "Did you mean …?" in Chromium, with and without JavaScript, and the worker's whole-domain rule
// said by the browser before anything is sent. The suggestion never refuses: the visitor may send
// the address as typed.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  baseURL,
  noBrowser,
  storedMessages,
  useBrowser,
  visitorAddress,
} from './browser'
import { field, fill, openContactForm, uniqueMessage } from './contact-page'

/** A message from an address whose domain is a slip of gmail.com, unique to the test. */
function slipMessage(label: string) {
  const message = uniqueMessage(label)
  const local = message.email.replace(/@.*/, '')
  return { ...message, email: `${local}@gmial.com`, meant: `${local}@gmail.com` }
}

/** Counts the posts the island makes to the contact API. */
function countSends(page: Page) {
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact/send')) {
      sends.push(request.url())
    }
  })
  return sends
}

const suggestionOf = (page: Page) => page.getByRole('status').filter({ hasText: 'Did you mean' })

describe.skipIf(noBrowser)('a likely slip in the address, with JavaScript', () => {
  const browser = useBrowser()

  it('is offered on leaving the field; the button puts the suggestion in it', async () => {
    const { page, errors, alerts, close } = await openContactForm(browser())
    const message = slipMessage('suggest-use')
    await fill(page, message)
    await field(page, 'Message').focus()
    await expect
      .poll(() => suggestionOf(page).textContent())
      .toContain(`Did you mean ${message.meant}?`)
    await page.getByRole('button', { name: `Use ${message.meant}` }).click()
    expect(await field(page, 'Email').inputValue()).toBe(message.meant)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email')
    expect(await suggestionOf(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(storedMessages(message.meant)).toHaveLength(1)
    expect(errors).toEqual([])
    await close()
  })

  it('holds a send it was not shown for, once; sending again sends as typed', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    const sends = countSends(page)
    const message = slipMessage('suggest-hold')
    // The address typed last: the visitor presses Enter without ever leaving the field.
    await fill(page, { ...message, email: '' })
    await field(page, 'Email').fill(message.email)
    await field(page, 'Email').press('Enter')
    await expect
      .poll(() => suggestionOf(page).textContent())
      .toContain(`If ${message.email} is right, send the form again as it is.`)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      `Did you mean ${message.meant}?`,
    )
    expect(sends).toEqual([])
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(storedMessages(message.email)).toHaveLength(1)
    await close()
  })

  it('says the worker’s whole-domain rule before sending, and offers the whole domain', async () => {
    const { page, close } = await openContactForm(browser())
    const sends = countSends(page)
    const message = { ...uniqueMessage('whole-domain'), email: 'jo.bloggs@gmail' }
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const email = field(page, 'Email')
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'Email needs its whole domain after the @, such as example.com',
    )
    await page.getByRole('button', { name: 'Use jo.bloggs@gmail.com' }).click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
    expect(sends).toEqual([])
    await close()
  })

  it('sends as typed when the suggestion’s code cannot load (the network dropped)', async () => {
    const { page, alerts, close } = await openContactForm(browser())
    await page.route('**/assets/email-suggestion-*.js', (route) => route.abort())
    const message = slipMessage('suggest-offline')
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(storedMessages(message.email)).toHaveLength(1)
    await close()
  })

  it.each([
    ['light', 375],
    ['dark', 1280],
  ] as const)(
    'shows the suggestion with no fault axe can find (%s, %ipx)',
    async (scheme, width) => {
      const { page, close } = await openContactForm(browser(), width)
      await page.emulateMedia({ colorScheme: scheme })
      await fill(page, slipMessage('suggest-axe'))
      await field(page, 'Message').focus()
      await suggestionOf(page).getByRole('button').waitFor()
      expect(await accessibilityViolations(page)).toEqual([])
      await close()
    },
  )

  it('is offered by a waiting list too', async () => {
    const { page, close } = await openContactForm(browser())
    await page.goto('/technical')
    await page.locator('#waitlist form[data-hydrated="true"]').waitFor()
    await page.getByLabel('Email', { exact: true }).fill('wait@hotmial.com')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page.getByRole('button', { name: 'Use wait@hotmail.com' }).click()
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('wait@hotmail.com')
    await close()
  })
})

describe.skipIf(noBrowser)('a likely slip in the address, without JavaScript', () => {
  const browser = useBrowser()

  it('is asked about by the page before sending; sending again as it is sends as typed', async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
    })
    const page = await context.newPage()
    await page.goto('/contact')
    const message = slipMessage('suggest-no-js')
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForLoadState()
    expect(await page.title()).toBe('Check your email address · Contact · Lumen Code Academy')
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toContain(`Did you mean ${message.meant}?`)
    expect(focused).toContain(`If ${message.email} is right, send the form again as it is.`)
    expect(await field(page, 'Message').inputValue()).toBe(message.message)
    expect(await page.getByRole('button', { name: `Use ${message.meant}` }).count()).toBe(0)
    expect(storedMessages(message.email)).toEqual([])
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL((url) => url.search === '?sent=1')
    expect(storedMessages(message.email)).toHaveLength(1)
    await context.close()
  })
})
