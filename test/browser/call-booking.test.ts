// Booking a call from the applicant's page on a phone (375 px), with JavaScript and without: the
// open times, a pick, the booked call. Its own served build, with the mail settings the call
// page needs (the suite's worker has none), its database seeded through Miniflare.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { applicationToken } from '../../src/server/applications/application-token.ts'
import { accessibilityViolations, horizontalOverflow, noBrowser, useBrowser } from './browser'

const secret = 'browser-calls-secret-0123456789abcdef'
let worker: BuiltWorker | undefined
const stateDir = mkdtempSync(join(tmpdir(), 'lumen-calls-browser-'))

beforeAll(async () => {
  if (noBrowser) return
  worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: {
      SCHOOL_MAIL_FROM: 'hello@lumen.localhost',
      REPLY_TOKEN_SECRET: secret,
      SITE_ORIGIN: 'http://localhost',
    },
  })
})

afterAll(async () => {
  await worker?.dispose()
  rmSync(stateDir, { recursive: true, force: true })
})

/** A confirmed application at 'applied' and two free slots; the page link's path. */
async function applicantWithSlots(name: string) {
  if (!worker) throw new Error('no worker')
  const db = await worker.miniflare.getD1Database('DB')
  const id = crypto.randomUUID()
  const soon = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000
  await db.batch([
    db
      .prepare(
        `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
           heard_from, financing, created_at, confirmed_at)
         VALUES (?1, '2027-03-02', ?2, ?3, ?3, 'America/New_York', 'new', 'Goals', 'other',
           'neither', ?4, ?4)`,
      )
      .bind(id, name, `${id}@example.net`, new Date().toISOString()),
    ...[0, 1].map((hour) =>
      db
        .prepare(
          `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
           VALUES (?, 30, 'Europe/Berlin', ?, 'staff@lumen.localhost')`,
        )
        .bind(new Date(soon + hour * 3_600_000).toISOString(), `Host ${name}`),
    ),
  ])
  return `/application/${await applicationToken(secret, id, 'page')}/call`
}

describe.skipIf(noBrowser)('booking a call on a phone', () => {
  const browser = useBrowser()
  for (const javaScript of [true, false]) {
    it(`books the first open time ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const path = await applicantWithSlots(javaScript ? 'With Script' : 'Without Script')
      const context = await browser().newContext({
        viewport: { width: 375, height: 740 },
        baseURL: worker?.url.origin,
        javaScriptEnabled: javaScript,
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Book your admission call',
      )
      expect(await horizontalOverflow(page)).toBe(0)
      const times = page.getByRole('radio')
      expect(await times.count()).toBeGreaterThanOrEqual(2)
      await page.screenshot({
        path: `/tmp/calls-pick-375-${javaScript ? 'js' : 'nojs'}.png`,
        fullPage: true,
      })
      await times.first().check()
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Book this time' }).click(),
      ])
      await page.waitForLoadState()
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Your call is booked')
      const text = await page.locator('main').innerText()
      expect(text).toContain('(America/New_York)')
      expect(text).toContain('(Europe/Berlin)')
      expect(await page.getByRole('link', { name: /calendar file/ }).getAttribute('href')).toBe(
        `${path}.ics`,
      )
      expect(await horizontalOverflow(page)).toBe(0)
      // axe runs as a script in the page: with JavaScript only.
      if (javaScript) expect(await accessibilityViolations(page)).toEqual([])
      await page.screenshot({
        path: `/tmp/calls-booked-375-${javaScript ? 'js' : 'nojs'}.png`,
        fullPage: true,
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
