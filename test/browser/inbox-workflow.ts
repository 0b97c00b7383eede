// What the tests of a day's work in the inbox share: three visitors' messages sent a moment apart,
// their states read from the local D1 file, and a staff member's pages signed in, with or without
// JavaScript, that note every console error, uncaught error and refused search.

import { DatabaseSync } from 'node:sqlite'
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { baseURL, staffToken, visitorAddress } from './browser'

const stateDir = inject('stateDir')

/** Three messages sent as three visitors, a moment apart; their names in the order sent. */
export async function sendThree(tag: string) {
  const names = ['One', 'Two', 'Three'].map((n) => `Flow ${n} ${tag}`)
  for (const [i, name] of names.entries()) {
    const response = await fetch(`${baseURL}/api/contact/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': visitorAddress() },
      body: JSON.stringify({ name, email: `flow${i}+${tag}@example.com`, message: `Hi ${tag}` }),
    })
    expect(response.status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return names
}

/** Each stored message of the tag: its name and state, oldest first. */
export function statesOf(tag: string) {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
  try {
    return db
      .prepare(
        'SELECT name, state FROM contact_messages WHERE email LIKE ? ORDER BY received_at, id',
      )
      .all(`%+${tag}@example.com`)
      .map((row) => `${row.name}: ${row.state}`)
  } finally {
    db.close()
  }
}

export const uniqueTag = () =>
  `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The pages of a staff member, opened in the test file's Chromium (`useBrowser`). */
export function inboxPages(browser: () => Browser) {
  /**
   * A page signed in as the test's own staff member (named after its tag, so no other test's
   * searches count against its quota), with or without JavaScript.
   */
  async function signedIn(tag: string, width = 1280, javaScriptEnabled = true) {
    const token = await staffToken(`staff-${tag}`)
    const context = await browser().newContext({
      viewport: { width, height: width < 600 ? 740 : 900 },
      baseURL,
      javaScriptEnabled,
    })
    await context.addCookies([{ name: 'CF_Authorization', value: token, url: baseURL }])
    const page = await context.newPage()
    const errors: string[] = []
    // Keys pressed faster than the site's cross-fade between pages cut it short, or, on a busy
    // machine, a navigation starts before the last one's cross-fade ran, and Chromium skips it;
    // it says so, in the console or as an uncaught error of the transition, and nothing else
    // happens (the next page is already shown).
    const cutTransition = (text: string) =>
      text.startsWith('Transition was aborted') || text === 'Transition was skipped'
    page.on('console', (m) => {
      if (cutTransition(m.text())) return
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text())
    })
    page.on('pageerror', (error) => {
      if (!cutTransition(error.message)) errors.push(error.message)
    })
    // A search refused for pace is the slow-down page, not the list the test goes on to use.
    page.on('response', (r) => {
      if (r.status() === 429) errors.push(`429 ${new URL(r.url()).pathname}`)
    })
    return { page, errors, close: () => context.close() }
  }

  /** Opens a staff page and fails at once, saying so, if it is anything but the page asked for. */
  async function visit(page: Page, path: string) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
  }

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent)
  const messageUrl = (url: URL) => /^\/inbox\/[0-9a-f-]{36}$/.test(url.pathname)

  return { signedIn, visit, focusedText, messageUrl }
}
