// A cohort's sessions in the visitor's own time, at 375 px in Chromium (Firefox: test/firefox/
// local-times.test.ts): with JavaScript every session also reads in the browser's zone, the weeks
// either zone changes its clocks in said under them, nothing moving on screen; without it the page
// names the school's zone with its offsets and keeps no empty room. The script stays under 1 KB
// (brotli) and on /accelerator alone.
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, noBrowser, useBrowser, visitorAddress } from './browser'
import { berlinCohort, publishOnly, unpublish } from './published-cohort'

/** What each zone's visitor reads: the sessions (Mon, Wed, Sat in Berlin), then the note. */
const expected = {
  'America/New_York': {
    sessions: [
      'Mon 12:30–3:30 PM your time',
      'Wed 12:30–3:30 PM your time',
      'Sat 4:00–7:00 AM your time',
    ],
    // New York moves its clocks on 14 March, Berlin on 28 March: two weeks an hour apart.
    note: 'Your time: New York. Mar 15 – 27: 1 hour later.',
  },
  'Asia/Kolkata': {
    sessions: [
      'Mon 10:00 PM–Tue 1:00 AM your time',
      'Wed 10:00 PM–Thu 1:00 AM your time',
      'Sat 1:30–4:30 PM your time',
    ],
    // Kolkata keeps one clock; until Berlin's moves, each session is an hour later there.
    note: 'Your time: Kolkata. Mar 1 – 27: 1 hour later.',
  },
} as const

/** Text as read, every kind of space (a narrow one before PM, thin ones in a range) one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A visitor's page of /accelerator in `timezoneId`, its layout shifts recorded from the start. */
async function open(
  browser: Browser,
  { timezoneId, javaScriptEnabled = true, width = 375 }: OpenOptions,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 900 },
    baseURL,
    timezoneId,
    javaScriptEnabled,
    extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number }
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect }
    const shifts: LayoutShiftRecord[] = []
    const rect = ({ x, y, width, height }: Rect) => ({ x, y, width, height })
    const named = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.attributes]
            .filter((attribute) => attribute.name.startsWith('data-') || attribute.name === 'class')
            .map((attribute) => `[${attribute.name}="${attribute.value.slice(0, 40)}"]`)
            .join('')}`
        : `${node?.nodeName ?? 'gone'} "${node?.textContent?.slice(0, 40) ?? ''}"`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: Source[]
      })[])
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => ({
            node: named(source.node),
            previousRect: rect(source.previousRect),
            currentRect: rect(source.currentRect),
          })),
        })
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { shifts })
  })
  // The script arrives after the first paint, as on a slow network: the room must be there first.
  await page.route('**/assets/local-times-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/accelerator')
  return { page, errors, close: () => context.close() }
}

/**
 * How long the note may take to be written: the script is held 500 ms past the first paint, and
 * on a busy machine the page's load and the script's run take seconds more than the poll's 1 s.
 */
const noteWritten = { timeout: 10_000 }

type OpenOptions = { timezoneId: string; javaScriptEnabled?: boolean; width?: number }

const card = '#next-cohort ~ dl'
const localLines = (page: Page) =>
  page.locator(`${card} [data-local]`).evaluateAll((spans) => spans.map((s) => s.textContent ?? ''))
const note = (page: Page) => page.locator(`${card} [data-local-note]`).innerText()

/** Each session's local line, in lines of text. */
const lineCounts = (page: Page) =>
  page
    .locator(`${card} [data-local]`)
    .evaluateAll((spans) =>
      spans.map((span) => span.clientHeight / Number.parseFloat(getComputedStyle(span).lineHeight)),
    )

/** A layout shift as the browser reported it: what moved, from where to where. */
type LayoutShiftRecord = {
  value: number
  /** Milliseconds since the navigation began. */
  at: number
  sources: { node: string; previousRect: object; currentRect: object }[]
}

/** The page's layout shifts so far. */
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: LayoutShiftRecord[] }).shifts)

/**
 * The page's layout shifts so far, summed (CLS as the browser counts it); a failure names each
 * shift's nodes and rectangles, so a shift seen once on a busy machine says what moved.
 */
async function expectNoShift(page: Page) {
  const seen = await shifts(page)
  const total = seen.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, `layout shifts: ${JSON.stringify(seen, null, 1)}`).toBe(0)
}

/** How far the section after the card moves when the script's words are taken out again. */
const movedWhenEmptied = (page: Page) =>
  page.evaluate(() => {
    const top = () => document.querySelector('#philosophy')?.getBoundingClientRect().top ?? 0
    const filled = top()
    for (const room of document.querySelectorAll('[data-local], [data-local-note]'))
      room.textContent = ''
    return filled - top()
  })

beforeAll(() => publishOnly(baseURL, berlinCohort))
afterAll(() => unpublish(baseURL))

describe.skipIf(noBrowser)('a cohort’s sessions in the visitor’s time, in Chromium', () => {
  const browser = useBrowser()

  for (const [timezoneId, reads] of Object.entries(expected)) {
    it(`read in ${timezoneId}’s time at 375 px, both sides of the clock changes, nothing shifting`, async () => {
      const { page, errors, close } = await open(browser(), { timezoneId })
      await expect.poll(async () => spaced(await note(page)), noteWritten).toBe(reads.note)
      expect((await localLines(page)).map(spaced)).toEqual(reads.sessions)
      // The school's own hours and zone stay as they were.
      const words = spaced(await page.locator(card).innerText())
      expect(words).toContain('Mon 6:30–9:30 PM')
      expect(words).toContain('Berlin time, UTC+1 (UTC+2 from March 28)')
      // Each in one line, in the room the page kept: what follows stands where it stood.
      expect(await lineCounts(page)).toEqual([1, 1, 1])
      await page.evaluate(() => new Promise(requestAnimationFrame))
      await expectNoShift(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      expect(await movedWhenEmptied(page)).toBe(0)
      expect(errors).toEqual([])
      await close()
    })
  }

  it('shift nothing at 1280 px either, where the card is on the first screen', async () => {
    const { page, close } = await open(browser(), { timezoneId: 'Asia/Kolkata', width: 1280 })
    await expect
      .poll(async () => spaced(await note(page)), noteWritten)
      .toBe(expected['Asia/Kolkata'].note)
    await page.evaluate(() => new Promise(requestAnimationFrame))
    expect(await lineCounts(page)).toEqual([1, 1, 1])
    await expectNoShift(page)
    expect(await movedWhenEmptied(page)).toBe(0)
    await close()
  })

  it('name the school’s zone with its offsets without JavaScript, with no empty room', async () => {
    const { page, close } = await open(browser(), {
      timezoneId: 'America/New_York',
      javaScriptEnabled: false,
    })
    const words = spaced(await page.locator(card).innerText())
    expect(words).toContain('Mon 6:30–9:30 PM Wed 6:30–9:30 PM Sat 10:00 AM–1:00 PM')
    expect(words).toContain('Time zone Berlin time, UTC+1 (UTC+2 from March 28)')
    expect(words).not.toContain('your time')
    const rooms = page.locator(`${card} [data-local], ${card} [data-local-note]`)
    expect(await rooms.count()).toBe(4)
    const shown = await rooms.evaluateAll((all) => all.map((room) => room.checkVisibility()))
    expect(shown).toEqual([false, false, false, false])
    await close()
  })

  it('load under 1 KB of script (brotli) on /accelerator, and none on /, /stack and /privacy', async () => {
    const { page, close } = await open(browser(), { timezoneId: 'America/New_York' })
    const sources = await page
      .locator('script[src]')
      .evaluateAll((all) => all.map((script) => (script as HTMLScriptElement).src))
    expect(sources).toHaveLength(1)
    const bytes = Buffer.from(await (await fetch(sources[0] as string)).arrayBuffer())
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
    console.info(`local-times script: ${bytes.length} B, ${brotli} B brotli`)
    expect(brotli).toBeLessThan(1024)
    for (const path of ['/', '/stack', '/privacy']) {
      await page.goto(path)
      expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(0)
    }
    await close()
  })
})
