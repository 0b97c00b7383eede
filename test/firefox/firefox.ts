// Driving Firefox ESR in the Firefox suite: one browser per test file, a page per test as a new
// visitor, and the form's controls found by what a visitor reads, with or without JavaScript.
import { setTimeout as pause } from 'node:timers/promises'
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { type FirefoxOptions, launchFirefox } from '../../scripts/firefox.ts'

export const baseURL = inject('baseURL')

/** True when Firefox is missing outside CI: the suite is skipped (global setup said so, loudly). */
export const noFirefox = inject('firefoxPath') === null

/** One Firefox for a test file, closed when the file ends. */
export function useFirefox(options?: FirefoxOptions): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    if (noFirefox) return
    browser = await launchFirefox(options)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('Firefox did not start')
    return browser
  }
}

/** 16 random bits, as an IPv6 group. */
const randomGroup = () => Math.floor(Math.random() * 0x10000).toString(16)

/**
 * An IPv6 /64 of its own for each page: the worker rate-limits by CF-Connecting-IP, which a client
 * may set locally, so no test uses up another's quota (the Chromium suite does the same).
 */
const visitorAddress = () => `2001:db8:${randomGroup()}:${randomGroup()}::1`

/**
 * Firefox's own WebDriver BiDi code can log this when puppeteer sets a page's extra request headers
 * (NOTES.md); the headers still arrive. It is Firefox's message, not the site's, so this one exact
 * text is let through and nothing else: a Firefox update must not fail the suite over it, and any
 * other console error is the site's fault. (Firefox ESR 153.7 with puppeteer-core 25.16 logged no
 * console message at all over the whole suite.)
 */
const firefoxBidiNoise = 'request.setRequestHeader is not a function'

export type OpenedPage = {
  page: Page
  /** Console errors and uncaught exceptions, as they happen. */
  errors: string[]
  close: () => Promise<void>
}

/** A fresh page of the given width in a context of its own (no cookies shared), as a new visitor. */
export async function openPage(browser: Browser, width = 1280): Promise<OpenedPage> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width, height: width < 600 ? 812 : 800 })
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': visitorAddress() })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text() !== firefoxBidiNoise) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) =>
    errors.push(error instanceof Error ? error.message : String(error)),
  )
  return { page, errors, close: () => context.close() }
}

/**
 * The control a <label> names with exactly this text. Not puppeteer's `::-p-aria` or `::-p-text`:
 * their query scripts never answer in a Firefox with JavaScript off, where these tests run too;
 * a plain evaluation through BiDi works either way.
 */
export async function field(page: Page, label: string) {
  const handle = await page.evaluateHandle((text) => {
    const labels = [...document.querySelectorAll('label')]
    const control = labels.find((element) => element.textContent?.trim() === text)?.control
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control
      : null
  }, label)
  const element = handle.asElement() as ElementHandle<HTMLInputElement | HTMLTextAreaElement> | null
  if (!element) throw new Error(`No field labelled "${label}" on ${page.url()}`)
  return element
}

/** The button whose text is exactly `name` (found as `field` finds a control, for the same reason). */
export async function button(page: Page, name: string) {
  const handle = await page.evaluateHandle((text) => {
    const buttons = [...document.querySelectorAll('button')]
    return buttons.find((element) => element.textContent?.trim() === text) ?? null
  }, name)
  const element = handle.asElement() as ElementHandle<HTMLButtonElement> | null
  if (!element) throw new Error(`No button "${name}" on ${page.url()}`)
  return element
}

/**
 * Where a click on the element lands now: the centre of its first box (after scrolling it to the
 * middle of the viewport, if asked), if `elementFromPoint` reaches the element there (or its
 * label, or a child), else null (the sticky header stands there, or the page moved); and the
 * page's frame, the time of the refresh tick it was read in (`document.timeline`: it moves on
 * with JavaScript off too, but only when there is something new to paint), and whether the
 * scroll moved the element.
 */
const pointOn = (element: ElementHandle<Element>, scroll: boolean) =>
  element.evaluate((target, scrollFirst) => {
    const before = target.getBoundingClientRect()
    if (scrollFirst)
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    const after = target.getBoundingClientRect()
    const moved = before.top !== after.top || before.left !== after.left
    const frame = Number(document.timeline.currentTime)
    const box = target.getClientRects()[0]
    if (!box || box.width < 1 || box.height < 1) return { frame, moved, point: null }
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    const hit = document.elementFromPoint(x, y)
    const labels = target instanceof HTMLInputElement ? [...(target.labels ?? [])] : []
    const reached = hit !== null && [target, ...labels].some((on) => on === hit || on.contains(hit))
    return { frame, moved, point: reached ? { x, y } : null }
  }, scroll)

/**
 * Clicks the element with the mouse where a click reaches it. Not `ElementHandle.click()`: its
 * visibility check waits on an IntersectionObserver, a page script, which never reports when
 * JavaScript is off. And not right after `scrollIntoView`: the page has scrolled, but Firefox
 * aims the mouse by the scroll it last painted, so until the next frame a click lands where the
 * page stood before (on a busy machine, 2 clicks in 25 on /apply's tick box hit the form's gap
 * instead, and 13 in 60 with JavaScript off). So after a scroll that moved the element, the
 * point is read again once a frame has passed (polled every 10 ms, 2 s at most); the mouse goes
 * there if `elementFromPoint` still reaches the element; otherwise it scrolls again (five tries,
 * then an error naming the element).
 */
export async function clickOn(page: Page, element: ElementHandle<Element>) {
  for (let tries = 1; tries <= 5; tries++) {
    const scrolled = await pointOn(element, true)
    let now = scrolled
    const painted = () => !scrolled.moved || now.frame > scrolled.frame
    for (let polls = 0; !painted() && polls < 200; polls++) {
      await pause(10)
      now = await pointOn(element, false)
    }
    if (now.point && painted()) {
      await page.mouse.click(now.point.x, now.point.y)
      return
    }
  }
  const name = await element.evaluate((target) => target.outerHTML.slice(0, 120))
  throw new Error(`No point of ${name} stayed clickable on ${page.url()}`)
}

/** Types into each labelled field, as a visitor would, key by key. */
export async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await (await field(page, label)).type(value)
  }
}

/** What each labelled field holds now. */
export async function values(page: Page, labels: string[]) {
  const held: Record<string, string> = {}
  for (const label of labels)
    held[label] = await (await field(page, label)).evaluate((el) => el.value)
  return held
}

/** Clicks the button and waits for the page it posts to (a form sent without JavaScript). */
export async function submitAndLand(page: Page, name: string) {
  const submit = await button(page, name)
  const [response] = await Promise.all([page.waitForNavigation(), clickOn(page, submit)])
  return response
}

/** The main content's text: what a visitor reads once the page has loaded. */
export const mainText = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.textContent ?? '')

/** Waits until every form on the page has hydrated: the page's scripts ran. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => [...document.forms].every((form) => form.dataset.hydrated === 'true'))

/**
 * What a form tells the visitor after a send, within `scope`: its sent notice (aria-live) and its
 * failure summary (role="alert"). A test waiting for the first reads the second in its failure.
 */
export const notices = (page: Page, scope = 'body') =>
  page.evaluate(
    (within) =>
      [...document.querySelectorAll(`${within} [aria-live="polite"], ${within} [role="alert"]`)]
        .map((element) => element.textContent ?? '')
        .join(' '),
    scope,
  )
