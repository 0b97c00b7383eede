import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, noBrowser, routePaths, useBrowser } from './browser'

/** The two first screens the issue names: a phone and a laptop. */
const screens = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

/** A visitor's next step: talk to us (the contact form, about anything) or read about the accelerator. */
const talkToUs = 'a[href="/contact"], a[href^="/contact?"]'
const readAboutAccelerator = 'a[href="/accelerator"]'

/** What each route must show in its first screen, inside main (the header's links do not count). */
const firstScreen: Record<string, string[]> = {
  '/': [readAboutAccelerator, talkToUs],
  '/accelerator': [talkToUs],
  '/corporate': ['a[href="/contact?about=corporate"]'],
  '/technical': ['a[href="/contact?about=technical"]'],
  '/stack': [readAboutAccelerator, talkToUs],
  // The form is the next step: its first field counts.
  '/contact': ['form input[name="name"]'],
}

async function open(browser: Browser, screen: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport: screen, baseURL })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return { page, close: () => context.close() }
}

/**
 * Whether some element in main matching the selector is shown (rendered, not hidden, of non-zero
 * size), lies at least partly in the first screen, and is what the visitor sees at its centre
 * (nothing, such as the sticky header, covers it).
 */
function inFirstScreen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(`main :is(${selector})`)].some((element) => {
      const box = element.getBoundingClientRect()
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        return false
      if (box.width === 0 || box.height === 0) return false
      const top = Math.max(box.top, 0)
      const bottom = Math.min(box.bottom, window.innerHeight)
      const left = Math.max(box.left, 0)
      const right = Math.min(box.right, window.innerWidth)
      if (bottom <= top || right <= left) return false
      const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      return seen !== null && (element === seen || element.contains(seen))
    })
  }, selector)
}

/**
 * The layout shift of the page's content so far (0 when nothing in main moved). The header's menu
 * is left to the header's own tests: this is about what the pages put in main.
 */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] }
        const main = document.querySelector('main')
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.sources.some(({ node }) => node && main?.contains(node))) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
}

describe.skipIf(noBrowser)('a next step from every page', () => {
  const browser = useBrowser()

  it.each(routePaths)('shows the next step on %s in the first screen, uncovered', async (path) => {
    for (const screen of screens) {
      const { page, close } = await open(browser(), screen, path)
      for (const selector of firstScreen[path] ?? []) {
        expect(
          await inFirstScreen(page, selector),
          `${path} at ${screen.width}px: ${selector}`,
        ).toBe(true)
      }
      expect(await layoutShift(page), `${path} at ${screen.width}px`).toBe(0)
      await close()
    }
  })

  it.each(['/', '/accelerator', '/stack'])(
    'offers the next step again at the end of %s, after the last heading',
    async (path) => {
      for (const screen of screens) {
        const { page, close } = await open(browser(), screen, path)
        const end = await page.evaluate((selector) => {
          const main = document.querySelector('main')
          if (!main) return null
          const links = [...main.querySelectorAll(selector)].filter(
            (link) => link.checkVisibility() && link.getBoundingClientRect().height > 0,
          )
          const link = links.at(-1)
          const heading = [...main.querySelectorAll('h1, h2, h3, h4')].at(-1)
          if (!link || !heading) return null
          return {
            afterLastHeading: !!(
              heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING
            ),
            fromEnd: main.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom,
          }
        }, `${talkToUs}, ${readAboutAccelerator}`)
        expect(end, `${path} at ${screen.width}px`).not.toBeNull()
        expect(end?.afterLastHeading, `${path} at ${screen.width}px`).toBe(true)
        // Within the last screen of the page's content: the visitor who read to the end meets it.
        expect(end?.fromEnd, `${path} at ${screen.width}px`).toBeLessThan(screen.height)
        await close()
      }
    },
  )
})
