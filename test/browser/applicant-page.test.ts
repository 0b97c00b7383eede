import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { applicationToken } from '../../src/server/applications/application-token.ts'
import { accessibilityViolations, horizontalOverflow, noBrowser, useBrowser } from './browser'

// The applicant's page at 375 px, with and without JavaScript, on a worker of this file's own with
// mail to visitors on (the page's links are signed with its secret; the suite's shared worker has
// it off): confirm from the page, withdraw with its confirmation, and the page again after. Then
// a page with a booked call and messages, looked at in both colour schemes at both widths.
const secret = 'applicant-page-browser-secret-0123456789abcdef'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

describe.skipIf(noBrowser)('the applicant’s page in Chromium', () => {
  const browser = useBrowser()
  let worker: BuiltWorker
  let stateDir: string

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'lumen-applicant-'))
    const port = await freePort()
    worker = await startBuiltWorker({
      stateDir,
      port,
      sendEmail: 'CONTACT_EMAIL',
      vars: {
        SCHOOL_MAIL_FROM: 'hello@lumen.localhost',
        REPLY_TOKEN_SECRET: secret,
        SITE_ORIGIN: `http://127.0.0.1:${port}`,
      },
    })
  }, 60_000)
  afterAll(async () => {
    await worker?.dispose()
    if (stateDir) rmSync(stateDir, { recursive: true, force: true })
  })

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

  /** An application stored as /apply leaves it; resolves with its page's path. */
  async function application(stage: string, confirmed: boolean) {
    const db = await worker.miniflare.getD1Database('DB')
    const id = crypto.randomUUID()
    const email = `applicant-${id.slice(0, 8)}@example.com`
    await db
      .prepare(
        `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
           heard_from, financing, stage, created_at, confirmed_at)
         VALUES (?, '2027-03-02', 'Ada Lovelace', ?, ?, 'Europe/Berlin', 'self-taught',
           'Ship a web app', 'friend', 'neither', ?, ?, ?)`,
      )
      // Sent an hour ago: an unconfirmed application's links last a week from its sending.
      .bind(id, email, email, stage, hoursAgo(1), confirmed ? hoursAgo(0.9) : null)
      .run()
    return { id, path: `/application/${await applicationToken(secret, id, 'page')}` }
  }

  async function phone(javaScriptEnabled: boolean, width = 375) {
    const context = await browser().newContext({
      viewport: { width, height: width < 600 ? 740 : 900 },
      baseURL: worker.url.origin,
      javaScriptEnabled,
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (line) => {
      if (line.type() === 'error') errors.push(line.text())
    })
    return { page, errors, close: () => context.close() }
  }

  for (const javaScript of [true, false]) {
    it(`confirms, then withdraws with its confirmation, at 375 px ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const { path } = await application('applied', false)
      const { page, errors, close } = await phone(javaScript)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Your application',
      )
      expect(await horizontalOverflow(page)).toBe(0)
      if (javaScript) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          await page.reload()
          expect(await accessibilityViolations(page), `unconfirmed ${scheme}`).toEqual([])
          await page.screenshot({ path: `/tmp/applicant-unconfirmed-375-${scheme}.png` })
        }
      }
      await page.getByRole('button', { name: 'Confirm my application' }).click()
      await page.waitForURL(`**${path}`)
      await expect(page.getByText('You have not confirmed').count()).resolves.toBe(0)
      expect(await page.getByRole('link', { name: 'Book your call' }).getAttribute('href')).toBe(
        `${path}/call`,
      )
      await page.getByRole('link', { name: 'Withdraw my application' }).click()
      await page.waitForURL(`**${path}/withdraw`)
      await page.getByRole('button', { name: 'Withdraw my application' }).click()
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Your application is withdrawn',
      )
      await page.getByRole('link', { name: 'Back to your application' }).click()
      await page.waitForURL(`**${path}`)
      expect(await page.locator('#stage').locator('..').innerText()).toContain('Withdrawn')
      await expect(
        page.getByRole('link', { name: 'Withdraw my application' }).count(),
      ).resolves.toBe(0)
      expect(await horizontalOverflow(page)).toBe(0)
      // axe runs as script: it checks the page where scripts run.
      if (javaScript) expect(await accessibilityViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    }, 120_000)
  }

  it('shows a booked call and the messages, legible at 375 and 1280 px, light and dark', async () => {
    const { id, path } = await application('call-booked', true)
    const db = await worker.miniflare.getD1Database('DB')
    const slot = await db
      .prepare(
        `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
         VALUES ('2027-02-16T18:30:00.000Z', 30, 'America/New_York', 'grace@lumen.example',
           'grace@lumen.example') RETURNING id`,
      )
      .first<{ id: number }>()
    await db
      .prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)')
      .bind(slot?.id, id)
      .run()
    const entry = db.prepare(
      `INSERT INTO application_entries (application_id, kind, subject, body, author, written_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    await entry
      .bind(
        id,
        'message',
        'Your call with Lumen Code Academy',
        'Thank you for applying, Ada.\nWe look forward to our call: bring any questions you have about the program.',
        'grace@lumen.example',
        '2026-11-21T09:00:00.000Z',
      )
      .run()
    await entry
      .bind(
        id,
        'answer',
        'Re: Your call',
        'Thank you! See you then.',
        'ada@example.com',
        '2026-11-21T11:30:00.000Z',
      )
      .run()
    for (const width of [375, 1280]) {
      const { page, errors, close } = await phone(true, width)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(path)
        expect(await page.locator('#call').locator('..').innerText()).toMatch(/7:30\sPM/)
        expect(await horizontalOverflow(page)).toBe(0)
        expect(await accessibilityViolations(page), `${width} ${scheme}`).toEqual([])
        await page.screenshot({
          path: `/tmp/applicant-page-${width}-${scheme}.png`,
          fullPage: true,
        })
        await page.goto(`${path}/erase`)
        expect(await accessibilityViolations(page), `erase ${width} ${scheme}`).toEqual([])
        await page.screenshot({ path: `/tmp/applicant-erase-${width}-${scheme}.png` })
      }
      expect(errors).toEqual([])
      await close()
    }
  }, 240_000)
})
