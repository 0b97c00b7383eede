import { DatabaseSync } from 'node:sqlite'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { contactContent } from '../../src/shared/content/contact'
import { baseURL, noBrowser, useBrowser, visitorAddress } from './browser'
import { field, fill, uniqueMessage } from './contact-page'

// After sending, the visitor knows it worked and what happens next (docs/architecture.md, "After a
// send"). Without JavaScript, the confirmation comes first in the main content, takes focus, and
// the title says the message was sent; both paths say what happens next: when to expect an answer
// (a content value the school sets); with JavaScript, after a refused send, the error summary takes
// focus, as the no-JS page does, fully visible below the header ("When the worker refuses"). The
// spec's alerts stay exactly.

const phone = { width: 375, height: 812 }
const { responseTime } = contactContent
const { nextSteps } = contactContent.form

/** What a stored message is about, read from the served worker's database. */
function storedAbout(email: string) {
  const db = new DatabaseSync(d1File(inject('stateDir')), { readOnly: true })
  try {
    return db.prepare('SELECT about FROM contact_messages WHERE email = ?').all(email)
  } finally {
    db.close()
  }
}

/** The focused element's box, and the sticky header's bottom edge. */
async function focusGeometry(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement?.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect()
    return {
      top: focused?.top ?? -1,
      bottom: focused?.bottom ?? -1,
      headerBottom: header?.bottom ?? 0,
      viewport: window.innerHeight,
    }
  })
}

describe.skipIf(noBrowser)(
  'after sending, the visitor knows it worked and what happens next',
  () => {
    const browser = useBrowser()

    async function open(javaScriptEnabled: boolean, path: string) {
      const context = await browser().newContext({
        javaScriptEnabled,
        baseURL,
        viewport: phone,
        extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
      })
      const page = await context.newPage()
      const alerts: string[] = []
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message())
        void dialog.accept()
      })
      await page.goto(path)
      if (javaScriptEnabled) await page.locator('form[data-hydrated="true"]').waitFor()
      return { page, alerts, close: () => context.close() }
    }

    it('without JavaScript, leads with the confirmation: first in main, focused, above the fold, titled', async () => {
      const { page, close } = await open(false, '/contact')
      await fill(page, uniqueMessage('sent-no-js'))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.waitForURL((url) => url.search === '?sent=1')
      expect(await page.title()).toMatch(/^Message sent · Contact/)
      const confirmation = page.locator('#sent-confirmation')
      expect(await confirmation.textContent()).toContain('Message sent successfully!')
      expect(await confirmation.textContent()).toContain(nextSteps)
      expect(nextSteps).toContain(responseTime)
      // First in the main content: nothing of the page comes before it.
      expect(
        await page.evaluate(() =>
          document.querySelector('main')?.firstElementChild?.contains(document.activeElement),
        ),
      ).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('sent-confirmation')
      const box = await focusGeometry(page)
      expect(box.top).toBeGreaterThanOrEqual(box.headerBottom)
      expect(box.bottom).toBeLessThanOrEqual(box.viewport)
      // The form waits below, empty, for another message.
      expect(await field(page, 'Name').inputValue()).toBe('')
      await close()
    })

    it('with JavaScript, says what happens next beside the spec’s alert', async () => {
      const { page, alerts, close } = await open(true, '/contact')
      await fill(page, uniqueMessage('sent-js'))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
      // Beside the button, in the polite live region that announces the sent notice.
      const notice = page.locator('form [aria-live="polite"]')
      await expect.poll(() => notice.textContent()).toContain(nextSteps)
      expect(nextSteps).toContain(responseTime)
      expect(await notice.isVisible()).toBe(true)
      await close()
    })

    it('with JavaScript, focuses the error summary after a refused send, clear of the sticky header', async () => {
      const { page, alerts, close } = await open(true, '/contact')
      await fill(page, { ...uniqueMessage('refused-js'), name: '   ' })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toEqual(['Failed to send message'])
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('Failed to send message')
      expect(await page.evaluate(() => document.activeElement?.closest('[role="alert"]'))).not.toBe(
        null,
      )
      const box = await focusGeometry(page)
      expect(box.top).toBeGreaterThanOrEqual(box.headerBottom)
      expect(box.bottom).toBeLessThanOrEqual(box.viewport)
      await close()
    })

    it('sends what the message is about, chosen by /contact?about=corporate, through the typed client', async () => {
      const { page, alerts, close } = await open(true, '/contact?about=corporate')
      expect(await page.getByLabel('What is it about?').inputValue()).toBe('corporate')
      const message = uniqueMessage('about-js')
      await fill(page, message)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
      expect(storedAbout(message.email)).toEqual([{ about: 'corporate' }])
      await close()
    })
  },
)

describe.skipIf(noBrowser)('a privacy link beside each form’s button', () => {
  const browser = useBrowser()

  it.each(['/contact', '/corporate', '/technical'])(
    '%s links /privacy next to the button',
    async (path) => {
      const context = await browser().newContext({ baseURL, viewport: phone })
      const page = await context.newPage()
      await page.goto(path)
      // Every form of the page (/corporate and /technical hold the waiting list's and the
      // proposal request's), each with its own link.
      const forms = page.locator('form:has(button[type="submit"])')
      expect(await forms.count()).toBeGreaterThan(0)
      for (const form of await forms.all()) {
        const link = form.getByRole('link', { name: 'Privacy notice' })
        expect(await link.getAttribute('href')).toBe('/privacy')
        const button = await form.locator('button[type="submit"]').boundingBox()
        const note = await link.boundingBox()
        // Next to the button: beside it, or right under it on a narrow screen.
        expect(Math.abs((note?.y ?? 0) - (button?.y ?? 0))).toBeLessThan(80)
      }
      await context.close()
    },
  )
})
