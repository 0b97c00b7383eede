import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { makeLocalAccess, signLocalToken } from '../../scripts/inbox-local.ts'
import {
  accessibilityViolations,
  horizontalOverflow,
  noBrowser,
  useBrowser,
  visitorAddress,
} from './browser'

// A worker of this file's own, with the conversation on (a school sender, a signing secret and a
// local send_email binding that writes each mail to a file): the suite's shared worker has it off.
describe.skipIf(noBrowser)('replying from the inbox in Chromium', () => {
  const browser = useBrowser()
  let worker: BuiltWorker
  let stateDir: string
  let token: string

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'lumen-reply-'))
    const access = await makeLocalAccess()
    worker = await startBuiltWorker({
      stateDir,
      sendEmail: 'CONTACT_EMAIL',
      vars: {
        ...access.vars,
        SCHOOL_MAIL_FROM: 'hello@lumen.localhost',
        REPLY_TOKEN_SECRET: 'browser-test-secret-0123456789abcdef0123',
      },
    })
    token = await signLocalToken(access.privateJwk, 'staff@lumen.example')
  }, 60_000)
  afterAll(async () => {
    await worker?.dispose()
    if (stateDir) rmSync(stateDir, { recursive: true, force: true })
  })

  /** A message sent as the contact form's script sends it; resolves with its id. */
  async function visitorWrites(message: string): Promise<string> {
    const response = await fetch(new URL('/api/contact/send', worker.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: worker.url.origin,
        'Sec-Fetch-Site': 'same-origin',
        'CF-Connecting-IP': visitorAddress(),
      },
      body: JSON.stringify({ name: 'Rosalind Okafor', email: 'rosalind@example.com', message }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }).id
  }

  async function signedIn(width: number) {
    const context = await browser().newContext({
      viewport: { width, height: width < 600 ? 740 : 900 },
      baseURL: worker.url.origin,
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (line) => {
      if (line.type() === 'error') errors.push(line.text())
    })
    await page.goto('/inbox/sign-in')
    await page.getByLabel('Access token').fill(token)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox')
    return { page, errors, close: () => context.close() }
  }

  /** The reply's delivery as the page shows it, once the first attempt has run. */
  async function deliveredShown(page: Page) {
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.getByTestId('entry-reply').innerText()
        },
        // The first attempt runs after the answer: on a busy machine, a few seconds later.
        { timeout: 15_000, interval: 250 },
      )
      .toContain('Delivered')
  }

  it('sends a reply, shows it in the thread as delivered, and stays axe-clean at 1280 and 375', {
    timeout: 90_000,
  }, async () => {
    const id = await visitorWrites('Is the evening cohort still open?\nI work days.')
    const { page, errors, close } = await signedIn(1280)
    await page.goto(`/inbox/${id}`)
    expect(await accessibilityViolations(page), 'before the reply').toEqual([])
    await page
      .getByLabel('Your reply (plain text)')
      .fill('Yes, it is: we start on 12 January.\nSee you then.')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await page.waitForURL((url) => url.pathname === `/inbox/${id}` && url.hash === '#conversation')
    await deliveredShown(page)
    const entry = page.getByTestId('entry-reply')
    expect(await entry.innerText()).toContain('Yes, it is: we start on 12 January.\nSee you then.')
    expect(await entry.innerText()).toContain('staff@lumen.example')
    expect(await page.locator('h1 + span').innerText()).toBe('Handled')
    // The visitor's answer, as the email() handler stores it, from another address, with a file.
    const db = await worker.miniflare.getD1Database('DB')
    await db
      .prepare(
        `INSERT INTO conversation_entries (message_id, kind, body, author, sender_mismatch, attachment_names)
         VALUES (?, 'answer', ?, 'r.okafor@work.example', 1, '["timetable.pdf"]')`,
      )
      .bind(id, 'Wonderful, thank you!\nCould you send the timetable?')
      .run()
    await page.reload()
    expect(await page.getByTestId('entry-answer').innerText()).toContain('timetable.pdf')
    for (const scheme of ['light', 'dark'] as const) {
      // Loaded afresh in the scheme: axe must not measure a colour transition halfway.
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      expect(await accessibilityViolations(page), `1280 ${scheme}`).toEqual([])
      await page.screenshot({ path: `/tmp/c-thread-1280-${scheme}.png`, fullPage: true })
    }
    await page.goto('/inbox?state=all')
    expect(await page.locator('main ol li').first().innerText()).toContain('Answered')
    await page.screenshot({ path: '/tmp/c-list-1280.png' })
    expect(errors).toEqual([])
    await close()

    const phone = await signedIn(375)
    await phone.page.goto(`/inbox/${id}`)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    for (const scheme of ['light', 'dark'] as const) {
      await phone.page.emulateMedia({ colorScheme: scheme })
      await phone.page.reload()
      expect(await accessibilityViolations(phone.page), `375 ${scheme}`).toEqual([])
      await phone.page.screenshot({ path: `/tmp/c-thread-375-${scheme}.png`, fullPage: true })
    }
    expect(phone.errors).toEqual([])
    await phone.close()
  })

  it('sends again, from the thread, a reply the relay never took, axe-clean at 1280 and 375', {
    timeout: 90_000,
  }, async () => {
    const id = await visitorWrites('Do you teach on Saturdays?')
    const { page, errors, close } = await signedIn(1280)
    await page.goto(`/inbox/${id}`)
    await page.getByLabel('Your reply (plain text)').fill('We do, from 10 to 4.')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await deliveredShown(page)
    // As the scheduled job leaves a reply after a day of refusals by the relay.
    const db = await worker.miniflare.getD1Database('DB')
    await db
      .prepare(
        `UPDATE outbox SET state = 'failed', delivered_at = NULL, last_error = 'relay unavailable'
         WHERE kind = 'reply' AND entry_id IN (SELECT id FROM conversation_entries WHERE message_id = ?)`,
      )
      .bind(id)
      .run()
    await page.reload()
    const entry = page.getByTestId('entry-reply')
    expect(await entry.innerText()).toContain('Not delivered')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      expect(await accessibilityViolations(page), `1280 ${scheme}`).toEqual([])
      await entry.screenshot({ path: `/tmp/c-resend-1280-${scheme}.png` })
    }
    const phone = await signedIn(375)
    await phone.page.goto(`/inbox/${id}`)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    expect(await accessibilityViolations(phone.page), '375').toEqual([])
    await phone.page.getByTestId('entry-reply').screenshot({ path: '/tmp/c-resend-375.png' })
    await phone.close()

    await entry.getByRole('button', { name: 'Send again' }).click()
    await page.waitForURL((url) => url.pathname === `/inbox/${id}` && url.hash === '#conversation')
    await deliveredShown(page)
    expect(await entry.getByRole('button', { name: 'Send again' }).count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })
})
