import { DatabaseSync } from 'node:sqlite'
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { launchChromium } from '../../scripts/chromium.ts'
import { signLocalToken } from '../../scripts/inbox-local.ts'

export const baseURL = inject('baseURL')
const chromiumPath = inject('chromiumPath')
const stateDir = inject('stateDir')

/** True when Chromium is missing outside CI: the suite is skipped (global setup said so, loudly). */
export const noBrowser = chromiumPath === null

/** The six routes of the spec. */
export const routePaths = ['/', '/accelerator', '/corporate', '/technical', '/stack', '/contact']

/** One Chromium for a test file, closed when the file ends. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    if (noBrowser) return
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('Chromium did not start')
    return browser
  }
}

/** 16 random bits, as an IPv6 group. */
const randomGroup = () => Math.floor(Math.random() * 0x10000).toString(16)

/**
 * An address for a new visitor. The worker rate-limits by CF-Connecting-IP, which a client may set
 * locally (at Cloudflare's edge it cannot), so each test's browser plays a visitor of its own: an
 * IPv6 /64 of its own (the limiter counts a /64 as one visitor), random so that test files, which
 * each load this module afresh, never share one within the limiter's minute.
 */
export function visitorAddress(): string {
  return `2001:db8:${randomGroup()}:${randomGroup()}::1`
}

/**
 * A token the served inbox accepts, for a staff member of the caller's own. Searches are limited per
 * staff member (20 in a wall-clock window of 10 s, search-limit.ts), and a suite that signed every
 * test in as one person had its later searches refused whenever the machine ran them close
 * together: the slow-down page, not the list, and a test failing for no fault of the inbox.
 */
export function staffToken(who: string): Promise<string> {
  return signLocalToken(inject('inboxSigningKey'), `${who}@lumen.example`)
}

/**
 * A fresh page of the given width, as a new visitor, recording every console error and uncaught
 * exception.
 */
export async function openPage(browser: Browser, width = 1280, address = visitorAddress()) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 900 },
    baseURL,
    extraHTTPHeaders: { 'CF-Connecting-IP': address },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => context.close() }
}

/** Every rule axe-core has: A, AA, AAA (7:1 contrast), best practices and experimental ones. */
const everyAxeRule = axe.getRules().map((rule) => rule.ruleId)

/** axe-core's violations of every rule on the page, as "rule: first offending element" lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(everyAxeRule).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`)
}

/** The page's width beyond the viewport: anything above 0 means sideways scrolling. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** A contact message as the worker stored it. */
export type StoredMessage = { name: string; email: string; message: string; user_agent: string }

/** The rows the served worker wrote for an email address, read from its D1 database file. */
export function storedMessages(email: string): StoredMessage[] {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
  try {
    return db
      .prepare('SELECT name, email, message, user_agent FROM contact_messages WHERE email = ?')
      .all(email) as StoredMessage[]
  } finally {
    db.close()
  }
}
