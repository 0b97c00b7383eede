import { DatabaseSync } from 'node:sqlite'
import { describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import {
  accessibilityViolations,
  baseURL,
  noBrowser,
  openPage,
  useBrowser,
  visitorAddress,
} from './browser'

const stateDir = inject('stateDir')

/** The offerings an address is on, read from the served worker's database. */
function listsOf(email: string): string[] {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
  try {
    const rows = db
      .prepare('SELECT offering FROM waitlist_signups WHERE email = ? ORDER BY offering')
      .all(email)
    return rows.map((row) => String(row.offering))
  } finally {
    db.close()
  }
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

describe.skipIf(noBrowser)('a waiting list on a Coming Soon page', () => {
  const browser = useBrowser()

  it.each([375, 1280])(
    'signs a visitor up with JavaScript, at %ipx, with no fault axe can find',
    async (width) => {
      const { page, errors, close } = await openPage(browser(), width)
      await page.goto('/corporate')
      // The waiting list's form: the page's other is the proposal request's.
      await page.locator('#waitlist form[data-hydrated="true"]').waitFor()
      const email = uniqueEmail(`waitlist-${width}`)
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByRole('button', { name: 'Notify me' }).click()
      await expect
        .poll(() => page.locator('#waitlist [aria-live="polite"]').textContent())
        .toContain('Check your inbox: open the link in our email within 7 days to confirm')
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('')
      expect(listsOf(email)).toEqual(['corporate'])
      expect(await accessibilityViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    },
  )

  it('marks the address the worker refuses and focuses the error summary', async () => {
    const { page, close } = await openPage(browser())
    // Browser and worker share one address rule, so only the worker's answer can refuse here.
    await page.route('**/api/waitlist/join', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Invalid sign-up',
          fields: { email: 'Email must be a valid address' },
        }),
      }),
    )
    await page.goto('/technical')
    await page.locator('#waitlist form[data-hydrated="true"]').waitFor()
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com')
    await page.getByRole('button', { name: 'Notify me' }).click()
    // As the contact form (docs/architecture.md, "When the worker refuses"): the summary takes
    // focus; its link leads to the field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="alert"]') !== null))
      .toBe(true)
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(await page.locator('#waitlist').getByRole('alert').textContent()).toContain(
      'Email must be a valid address',
    )
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('someone@example.com')
    expect(await accessibilityViolations(page)).toEqual([])
    await close()
  })

  it('signs up without JavaScript and lands on the page asking to confirm from the mail', async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
    })
    const page = await context.newPage()
    await page.goto('/technical')
    const email = uniqueEmail('waitlist-no-js')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page.waitForURL((url) => url.pathname === '/technical' && url.search === '?joined=1')
    expect(await page.locator('main').textContent()).toContain('Check your inbox')
    expect(listsOf(email)).toEqual(['technical'])
    await context.close()
  })
})
