// An application's booked call as staff see it, and the calls room, at 375 and 1280 px in light
// and dark: axe-clean, no sideways page; cancelling it through its confirmation.
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { accessibilityViolations, horizontalOverflow, noBrowser, useBrowser } from './browser'
import { inboxPages, uniqueTag } from './inbox-workflow.ts'

const tag = uniqueTag()
const host = `Grace Hopper ${tag}`
const application = crypto.randomUUID()
const day = 86_400_000
// Three days ahead at 17:30 UTC: 18:30 in Berlin in winter, 19:30 in summer.
const startsAt = new Date(Math.floor(Date.now() / day) * day + 3 * day + 17.5 * 3_600_000)

const database = () => new DatabaseSync(d1File(inject('stateDir')))

beforeAll(() => {
  if (noBrowser) return
  const db = database()
  try {
    const email = `call+${tag}@example.com`
    db.prepare(
      `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
         heard_from, financing, stage, created_at, confirmed_at)
       VALUES (?, '2027-03-02', ?, ?, ?, 'America/New_York', 'course', 'Ship a web app.',
         'friend', 'neither', 'call-booked', ?, ?)`,
    ).run(
      application,
      `Dana Ruiz ${tag}`,
      email,
      email,
      '2026-11-20T09:00:00.000Z',
      '2026-11-20T09:05:00.000Z',
    )
    const slot = db.prepare(
      `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
       VALUES (?, 30, 'Europe/Berlin', ?, 'staff@lumen.example') RETURNING id`,
    )
    const booked = slot.get(startsAt.toISOString(), host) as { id: number }
    slot.get(new Date(startsAt.getTime() + 3_600_000).toISOString(), host)
    db.prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)').run(
      booked.id,
      application,
    )
  } finally {
    db.close()
  }
})

afterAll(() => {
  if (noBrowser) return
  const db = database()
  try {
    db.prepare(
      'DELETE FROM outbox WHERE booking_id IN (SELECT id FROM call_bookings WHERE application_id = ?)',
    ).run(application)
    db.prepare('DELETE FROM applications WHERE id = ?').run(application)
    db.prepare('DELETE FROM call_slots WHERE host = ?').run(host)
  } finally {
    db.close()
  }
})

describe.skipIf(noBrowser)("an application's call in the inbox", () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)

  it('reads at 375 and 1280 px, light and dark, and cancels through its confirmation', {
    timeout: 300_000,
  }, async () => {
    for (const width of [375, 1280]) {
      const { page, errors, close } = await signedIn(tag, width)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const [name, path] of [
          ['call', `/inbox/applications/${application}`],
          ['calls', '/inbox/calls'],
        ] as const) {
          await visit(page, path)
          expect(await accessibilityViolations(page), `${name} ${width} ${scheme}`).toEqual([])
          expect(await horizontalOverflow(page), `${name} ${width}`).toBeLessThanOrEqual(0)
          await page.screenshot({ path: `/tmp/adm-${name}-${width}-${scheme}.png`, fullPage: true })
        }
      }
      expect(await page.locator('main').innerText()).toContain('(Europe/Berlin)')
      await visit(page, `/inbox/applications/${application}`)
      const card = page.locator('#call')
      expect(await card.innerText()).toMatch(/Slot’s time\s+\w{3}, .*:30 \(Europe\/Berlin\)/)
      expect(await card.innerText()).toMatch(/State\s+Booked/)
      await card.getByRole('button', { name: 'Cancel this call…' }).click()
      await page.waitForURL((url) => url.pathname.endsWith('/call/cancel'))
      for (const scheme of ['light', 'dark'] as const) {
        // A POST's answer: the scheme changes in place, given time to settle.
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForTimeout(400)
        expect(await accessibilityViolations(page), `confirm ${width} ${scheme}`).toEqual([])
        expect(await horizontalOverflow(page), `confirm ${width}`).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: `/tmp/adm-call-cancel-${width}-${scheme}.png`,
          fullPage: true,
        })
      }
      if (width === 1280) {
        await page.getByRole('button', { name: 'Cancel the call and mail the applicant' }).click()
        await page.waitForURL((url) => url.searchParams.get('done') === 'call-cancelled')
        expect(await page.locator('main').innerText()).toContain('The call was cancelled')
        expect(await page.locator('#call').innerText()).toMatch(/State\s+Cancelled by staff-/)
        expect(await page.locator('main').innerText()).toContain(
          'Moved from Call booked to Applied by staff-',
        )
      }
      expect(errors).toEqual([])
      await close()
    }
  })
})
