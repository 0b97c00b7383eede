// /accelerator on a phone with a cohort taking applications (components/cohorts/apply-bar.tsx,
// sections-nav.tsx): the apply bar stays at the screen's bottom while the visitor reads, comes to
// rest above the footer at the end so it covers no content, never moves, and is gone on paper and
// on a wide screen; the list of sections leads to each heading clear of the sticky header.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { publishTo } from '../../scripts/content-site.ts'
import { filledContent } from '../fixtures/site-content'
import { accessibilityViolations, baseURL, noBrowser, openPage, useBrowser } from './browser'
import { clearContent } from './content-editor'

/** The box of the first element matching `selector`, in the viewport's coordinates. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect()
      return { top, bottom, left, right }
    })

type Box = Awaited<ReturnType<typeof box>>
const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom

/**
 * The fixture's people without their photos: its photos are stored only where the bench uploads
 * them, and a jump down the page would fetch them here, each a 404 in the console.
 */
const withoutPhotos = <Person extends { photo?: unknown }>(people: readonly Person[]) =>
  people.map(({ photo: _, ...person }) => person)

const contentWithoutPhotos = {
  ...filledContent,
  instructors: { instructors: withoutPhotos(filledContent.instructors.instructors) },
  graduates: { graduates: withoutPhotos(filledContent.graduates.graduates) },
}

describe.skipIf(noBrowser)('the apply bar on a phone', () => {
  const browser = useBrowser()

  beforeAll(async () => {
    const version = String(publishTo(inject('stateDir'), contentWithoutPhotos))
    const until = Date.now() + 15_000
    while ((await fetch(`${baseURL}/accelerator`)).headers.get('Content-Version') !== version) {
      if (Date.now() > until) throw new Error('the site does not serve the publish')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })
  afterAll(clearContent)

  it('stays at the bottom of the screen while there is page below, at 375 px', async () => {
    const { page, close } = await openPage(browser(), 375)
    await page.goto('/accelerator')
    const bar = page.locator('#apply-bar')
    expect(await bar.isVisible()).toBe(true)
    const link = bar.getByRole('link', { name: 'Apply now' })
    expect(await link.getAttribute('href')).toBe('/apply?cohort=2027-03-02')
    const height = page.viewportSize()?.height ?? 0
    for (const y of [0, 3000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const placed = await box(page, '#apply-bar')
      expect(placed.bottom).toBeCloseTo(height, 0)
      expect(placed.bottom - placed.top).toBeLessThan(90)
    }
    await close()
  })

  it('covers neither the last content nor the footer at the end of the page', async () => {
    const { page, close } = await openPage(browser(), 375)
    await page.goto('/accelerator')
    // Scrolled to the page's end: the bar is above the footer, never over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const atEnd = await box(page, '#apply-bar')
    const footer = await box(page, 'body > footer')
    expect(atEnd.bottom).toBeLessThanOrEqual(footer.top)
    // Scrolled until the footer begins at the screen's bottom edge: the bar has come to rest in
    // its own room, under the last content, which is all in view and uncovered.
    await page.evaluate(() => {
      const footerTop = document.querySelector('body > footer')?.getBoundingClientRect().top ?? 0
      window.scrollBy(0, footerTop - window.innerHeight)
    })
    const bar = await box(page, '#apply-bar')
    const closing = await box(page, 'main section.bg-brand-800')
    expect(overlaps(bar, closing)).toBe(false)
    expect(bar.top).toBeGreaterThanOrEqual(closing.bottom)
    const lastLink = await box(page, 'main section.bg-brand-800 a')
    const seen = await page.evaluate(({ left, right, top, bottom }) => {
      const element = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      return element?.closest('a')?.textContent
    }, lastLink)
    expect(seen).toBe('Get in touch')
    await close()
  })

  it('never moves, for visitors who ask for reduced motion or not', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const { page, close } = await openPage(browser(), 375)
      await page.emulateMedia({ reducedMotion })
      await page.goto('/accelerator')
      const motion = await page.locator('#apply-bar, #apply-bar *').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element)
          return `${style.transitionProperty === 'none' || style.transitionDuration === '0s'} ${style.animationName}`
        }),
      )
      expect(new Set(motion)).toEqual(new Set(['true none']))
      await close()
    }
  })

  it('is gone on paper, with the list of sections, and on a wide screen', async () => {
    const { page, close } = await openPage(browser(), 375)
    await page.emulateMedia({ media: 'print' })
    await page.goto('/accelerator')
    expect(await page.locator('#apply-bar').isVisible()).toBe(false)
    expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(false)
    await close()
    const wide = await openPage(browser(), 1280)
    await wide.page.goto('/accelerator')
    expect(await wide.page.locator('#apply-bar').isVisible()).toBe(false)
    expect(await wide.page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(true)
    await wide.close()
  })

  it('lists the sections, each link landing on its heading clear of the header', async () => {
    const { page, errors, close } = await openPage(browser(), 375)
    await page.goto('/accelerator')
    const nav = page.getByRole('navigation', { name: 'On this page' })
    await nav.getByRole('link', { name: 'FAQ' }).click()
    await page.waitForFunction(() => location.hash === '#faq')
    const heading = await box(page, '#faq')
    const header = await box(page, 'body > header')
    expect(heading.top).toBeGreaterThanOrEqual(header.bottom)
    expect(heading.top).toBeLessThan(200)
    expect(errors).toEqual([])
    await close()
  })

  it.each(['light', 'dark'] as const)('passes axe with the bar, %s', async (colorScheme) => {
    const { page, close } = await openPage(browser(), 375)
    await page.emulateMedia({ colorScheme })
    await page.goto('/accelerator', { waitUntil: 'networkidle' })
    expect(await accessibilityViolations(page)).toEqual([])
    await close()
  })
})
