import { DatabaseSync } from 'node:sqlite'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import {
  accessibilityViolations,
  baseURL,
  horizontalOverflow,
  noBrowser,
  staffToken,
  useBrowser,
  visitorAddress,
} from './browser'

const stateDir = inject('stateDir')

/** Three messages sent as three visitors, a moment apart; their names in the order sent. */
async function sendThree(tag: string) {
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
function statesOf(tag: string) {
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

const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe.skipIf(noBrowser)('a day’s work in the inbox', () => {
  const browser = useBrowser()

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
    // Keys pressed faster than the site's cross-fade between pages cut it short; Chromium says so,
    // in the console or as an uncaught error of the transition, and nothing else happens (the next
    // page is already shown).
    const cutTransition = (text: string) => text.startsWith('Transition was aborted')
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

  it('works through the list by keyboard: j/k, o, h (handled and the next), u, / and ?', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, errors, close } = await signedIn(tag)
    await visit(page, `/inbox?q=${tag}`)
    await page.keyboard.press('j')
    expect(await focusedText(page)).toBe(three)
    await page.keyboard.press('j')
    expect(await focusedText(page)).toBe(two)
    await page.keyboard.press('k')
    expect(await focusedText(page)).toBe(three)
    await page.keyboard.press('o')
    await page.waitForURL(messageUrl)
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag)
    expect(await page.locator('h1').innerText()).toBe(three)

    // Never with a modifier key, never while typing in a field.
    await page.keyboard.press('Alt+h')
    await page.keyboard.press('Control+h')
    await page.getByLabel('Note for the staff (the sender never sees it)').fill('jhks?u')
    expect(statesOf(tag)).toEqual([`${one}: new`, `${two}: new`, `${three}: new`])
    expect(await page.locator('h1').innerText()).toBe(three)

    await page.locator('h1').click() // out of the field
    await page.keyboard.press('h')
    await expect.poll(() => page.locator('h1').innerText()).toBe(two)
    expect(statesOf(tag)).toEqual([`${one}: new`, `${two}: new`, `${three}: handled`])
    await page.keyboard.press('j')
    await expect.poll(() => page.locator('h1').innerText()).toBe(one)
    await page.keyboard.press('k')
    await expect.poll(() => page.locator('h1').innerText()).toBe(two)

    await page.keyboard.press('?')
    expect(await page.locator('details#shortcuts').getAttribute('open')).toBe('')
    await page.keyboard.press('u')
    await page.waitForURL((url) => url.pathname === '/inbox' && url.search === `?q=${tag}`)
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inbox-search')
    expect(errors).toEqual([])
    await close()
  })

  it('selects with x and marks the selection with h or s from the list', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, errors, close } = await signedIn(tag, 375)
    await visit(page, `/inbox?q=${tag}`)
    await page.keyboard.press('j')
    await page.keyboard.press('x')
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('x')
    await page.keyboard.press('s')
    await page.waitForURL((url) => url.searchParams.get('done') === 'spam')
    expect(await page.getByRole('status').innerText()).toBe(
      'The selected messages were marked spam.',
    )
    expect(statesOf(tag)).toEqual([`${one}: spam`, `${two}: new`, `${three}: spam`])
    // Nothing ticked: h acts on the message in focus.
    await page.keyboard.press('j')
    await page.keyboard.press('h')
    await page.waitForURL((url) => url.searchParams.get('done') === 'handled')
    expect(statesOf(tag)).toEqual([`${one}: spam`, `${two}: handled`, `${three}: spam`])
    expect(errors).toEqual([])
    await close()
  })

  it('does it all without JavaScript: tick, mark, delete after confirming, read the help', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, close } = await signedIn(tag, 1280, false)
    await visit(page, `/inbox?q=${tag}`)
    expect(await page.getByText('Select all on this page').isVisible()).toBe(false)
    await page.getByLabel(`Select the message from ${one}`).check()
    await page.getByLabel(`Select the message from ${three}`).check()
    await page.getByRole('button', { name: 'Mark handled' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'handled')
    expect(statesOf(tag)).toEqual([`${one}: handled`, `${two}: new`, `${three}: handled`])

    await visit(page, `/inbox?state=all&q=${tag}`)
    await page.getByLabel(`Select the message from ${one}`).check()
    await page.getByLabel(`Select the message from ${two}`).check()
    await page.getByRole('button', { name: 'Delete…' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox/bulk/delete')
    expect(await page.locator('h1').innerText()).toBe('Delete these 2 messages?')
    await page.getByRole('button', { name: 'Delete 2 messages permanently' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'deleted')
    expect(statesOf(tag)).toEqual([`${three}: handled`])

    await page.getByText('Keyboard shortcuts').click()
    expect(await page.getByText('Select or unselect the message in focus').isVisible()).toBe(true)
    await close()
  })

  // Four pages at two widths through every axe rule: slower than the suite's default.
  it('finds no accessibility violation and no sideways scrolling on the new pages', {
    timeout: 120_000,
  }, async () => {
    const tag = uniqueTag()
    await sendThree(tag)
    for (const width of [375, 1280]) {
      const { page, errors, close } = await signedIn(tag, width)
      await visit(page, `/inbox?q=${tag}`)
      const paths = [page.url()]
      await page.locator('main ol a').first().click()
      await page.waitForURL(messageUrl)
      await page.getByLabel('Note for the staff (the sender never sees it)').fill('Rang back.')
      await page.getByRole('button', { name: 'Add note' }).click()
      await page.waitForURL((url) => url.hash === '#history')
      paths.push(page.url())
      await visit(page, `/inbox?q=${tag}`)
      await page.locator('input[data-select]').first().check()
      await page.getByRole('button', { name: 'Delete…' }).click()
      await page.waitForURL((url) => url.pathname === '/inbox/bulk/delete')
      paths.push(page.url())
      for (const path of paths) {
        await visit(page, path)
        const help = page.locator('details#shortcuts summary')
        if (await help.count()) await help.click() // checked open, as "?" shows it
        expect(await accessibilityViolations(page), `${path} at ${width}px`).toEqual([])
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
      expect(errors).toEqual([])
      await close()
    }
  })
})
