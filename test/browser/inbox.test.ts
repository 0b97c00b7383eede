import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  horizontalOverflow,
  noBrowser,
  openPage,
  staffToken,
  storedMessages,
  useBrowser,
} from './browser'
import { fill, openContactForm, uniqueMessage } from './contact-page'

describe.skipIf(noBrowser)('the inbox in Chromium', () => {
  const browser = useBrowser()

  /** Sends a message as a visitor does, through the contact page's form. */
  async function sendThroughTheSite(message: { name: string; email: string; message: string }) {
    const { page, alerts, close } = await openContactForm(browser())
    await fill(page, message)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    await close()
  }

  /** A staff member's page, signed in through the local sign-in step, alert dialogs recorded. */
  async function signedIn(width = 1280) {
    // A staff member of its own each time: no other test's searches count against its quota.
    const who = `inbox-${crypto.randomUUID()}`
    const token = await staffToken(who)
    const opened = await openPage(browser(), width)
    const dialogs: string[] = []
    opened.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await opened.page.goto('/inbox/sign-in')
    await opened.page.getByLabel('Access token').fill(token)
    await opened.page.getByRole('button', { name: 'Sign in' }).click()
    await opened.page.waitForURL((url) => url.pathname === '/inbox' && url.search === '')
    return { ...opened, dialogs, staff: `${who}@lumen.example` }
  }

  async function openMessage(page: Page, email: string) {
    await page.getByLabel('Search name, email and message').fill(email)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === email)
    const links = page.locator('main ol a')
    await expect.poll(() => links.count()).toBe(1)
    await links.first().click()
    await page.waitForURL((url) => /^\/inbox\/[0-9a-f-]{36}$/.test(url.pathname))
  }

  it('signs in, finds a message sent through the form, marks it handled, deletes it', async () => {
    const message = uniqueMessage('inbox')
    await sendThroughTheSite(message)
    const { page, errors, close, staff } = await signedIn()
    expect(await page.locator('header').textContent()).toContain(staff)

    await openMessage(page, message.email)
    expect(await page.getByTestId('message-text').innerText()).toBe(message.message)
    const reply = await page.getByRole('link', { name: 'Reply by email' }).getAttribute('href')
    expect(reply).toBe(
      `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=Re%3A%20Your%20message%20to%20Lumen%20Code%20Academy`,
    )

    await page.getByRole('button', { name: 'Mark handled', exact: true }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Mark not handled' }).count()).toBe(1)
    expect(await page.locator('main').textContent()).toContain(`Marked Handled by ${staff}`)

    await page.getByRole('link', { name: 'Delete permanently…' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/delete'))
    expect(storedMessages(message.email)).toHaveLength(1)
    await page.getByRole('button', { name: 'Delete permanently' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox' && url.search === '')
    expect(await page.getByRole('status').textContent()).toBe('The message was deleted.')
    expect(storedMessages(message.email)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('shows <img src=x onerror=alert(1)> as text and runs nothing', async () => {
    const attack = '<img src=x onerror=alert(1)>'
    const message = { ...uniqueMessage('xss'), name: attack, message: attack }
    await sendThroughTheSite(message)
    const { page, errors, dialogs, close } = await signedIn()
    await page.goto('/inbox?state=all')
    expect(await page.locator('main img').count()).toBe(0)
    await openMessage(page, message.email)
    expect(await page.getByTestId('message-text').innerText()).toBe(attack)
    expect(await page.locator('h1').innerText()).toBe(attack)
    expect(await page.locator('img').count()).toBe(0)
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('styles its pages from the staff’s own stylesheet', async () => {
    const { page, close } = await signedIn()
    const radius = await page
      .getByRole('link', { name: 'Export CSV' })
      .evaluate((el) => getComputedStyle(el).borderTopLeftRadius)
    expect(radius).toBe('8px') // .inbox-button's rounded-lg, which only the staff's sheet holds
    await close()
  })

  // Seven pages at two widths, each through axe: slower than the suite's default allows.
  it('finds no accessibility violation and no sideways scrolling on the inbox pages', {
    timeout: 120_000,
  }, async () => {
    const message = uniqueMessage('axe')
    await sendThroughTheSite(message)
    const { page, close } = await signedIn()
    await openMessage(page, message.email)
    const messagePath = new URL(page.url()).pathname
    await close()
    const paths = [
      '/inbox',
      '/inbox?state=all',
      `/inbox?state=all&q=${encodeURIComponent(message.email)}`,
      messagePath,
      `${messagePath}/delete`,
      `${messagePath}/erase-address`,
      '/inbox/waitlists',
      '/inbox/content',
    ]
    for (const width of [375, 1280]) {
      const staff = await signedIn(width)
      for (const path of paths) {
        await staff.page.goto(path)
        expect(await accessibilityViolations(staff.page), `${path} at ${width}px`).toEqual([])
        expect(await horizontalOverflow(staff.page), `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
      expect(staff.errors).toEqual([])
      await staff.close()
    }
    const signIn = await openPage(browser(), 375)
    await signIn.page.goto('/inbox/sign-in')
    expect(await accessibilityViolations(signIn.page)).toEqual([])
    await signIn.close()
  })

  it('refuses the inbox to a browser that has not signed in, with the way to sign in', async () => {
    const { page, close } = await openPage(browser())
    const response = await page.goto('/inbox')
    expect(response?.status()).toBe(401)
    expect(await page.content()).not.toContain('@example.com')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Open the local sign-in' }).click()
    await page.getByLabel('Access token').waitFor()
    expect(new URL(page.url()).pathname).toBe('/inbox/sign-in')
    await close()
  })
})
