// /apply at 375 px in Chromium, with JavaScript (the island, the browser's time zone, the typed
// client) and without (the plain post and the page that answers it), each stored as sent.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureBytes } from '../../scripts/bench/bytes.ts'
import { applyContent } from '../../src/shared/content/admissions/apply'
import { cohorts, publishCohorts, storedApplications, uniqueEmail } from './apply'
import {
  accessibilityViolations,
  baseURL,
  noBrowser,
  openPage,
  useBrowser,
  visitorAddress,
} from './browser'
import { clearContent } from './content-editor'

const { labels } = applyContent.fields
const words = applyContent.form

async function fillIn(page: Page, email: string) {
  await page.getByLabel(labels.name, { exact: true }).fill('Grace Hopper')
  await page.getByLabel(labels.email, { exact: true }).fill(email)
  await page.getByLabel(labels.background).selectOption('self-taught')
  await page.getByLabel(labels.goals).fill('Ship a web app for my team.')
  await page.getByLabel(labels.heardFrom).selectOption('friend')
  await page.getByLabel(labels.financing).selectOption('neither')
  await page.getByLabel(labels.consent).check()
}

describe.skipIf(noBrowser)('applying for a cohort at 375 px', () => {
  const browser = useBrowser()
  beforeAll(publishCohorts)
  afterAll(clearContent)

  it('with JavaScript: the cohort from ?cohort=, the browser’s zone, received, then told it applied already', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 740 },
      baseURL,
      timezoneId: 'Europe/Berlin',
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    await page.goto(`/apply?cohort=${cohorts[1]?.startDate}`)
    await page.locator('form[data-hydrated="true"]').waitFor()
    expect(await page.getByLabel(labels.cohort).inputValue()).toBe('2027-09-07')
    expect(await page.getByLabel(labels.timeZone).inputValue()).toBe('Europe/Berlin')
    const email = uniqueEmail('apply-js')
    await fillIn(page, email)
    await page.getByRole('button', { name: words.submit }).click()
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(words.sent)
    expect(storedApplications(email)).toEqual([
      {
        cohort: '2027-09-07',
        name: 'Grace Hopper',
        time_zone: 'Europe/Berlin',
        goals: 'Ship a web app for my team.',
      },
    ])
    // The same mailbox again: the fields emptied, typed once more.
    await fillIn(page, email.toUpperCase())
    await page.getByRole('button', { name: words.submit }).click()
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(words.duplicate)
    expect(storedApplications(email)).toHaveLength(1)
    expect(await accessibilityViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('without JavaScript: a plain post, stored, answered by the page', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
    })
    const page = await context.newPage()
    await page.goto('/apply')
    expect(await page.getByLabel(labels.cohort).inputValue()).toBe('2027-03-02')
    const email = uniqueEmail('apply-no-js')
    await fillIn(page, email)
    await page.getByLabel(labels.timeZone).selectOption('America/Chicago')
    await page.getByRole('button', { name: words.submit }).click()
    await page.waitForURL((url) => url.pathname === '/apply' && url.search.startsWith('?sent=1'))
    expect(await page.locator('main').textContent()).toContain(words.sent)
    expect(storedApplications(email)).toMatchObject([
      { cohort: '2027-03-02', time_zone: 'America/Chicago' },
    ])
    await context.close()
  })

  it('downloads no more script than /contact, brotli', async () => {
    const [contact, apply] = await measureBytes(browser(), baseURL, ['/contact', '/apply'])
    expect(apply?.js.brotli).toBeGreaterThan(0)
    expect(apply?.js.brotli).toBeLessThanOrEqual(contact?.js.brotli ?? 0)
  })

  it('has no sideways scrolling and no fault axe finds, light and dark, at 375 and 1280 px', async () => {
    for (const width of [375, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, close } = await openPage(browser(), width)
        await page.emulateMedia({ colorScheme })
        await page.goto('/apply')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${width} ${colorScheme}`).toBe(0)
        expect(await accessibilityViolations(page), `${width} ${colorScheme}`).toEqual([])
        await close()
      }
  })
})
