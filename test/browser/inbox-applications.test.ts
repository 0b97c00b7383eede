// The room of applications as staff see it: the board's stages side by side at 1280 px, the list
// (and the board as a list of stages) at 375 px, with an application, a move's preview and the
// funnel; axe-clean in light and dark, no sideways page.
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import {
  accessibilityViolations,
  baseURL,
  horizontalOverflow,
  noBrowser,
  useBrowser,
} from './browser'
import { inboxPages, uniqueTag } from './inbox-workflow.ts'
import { berlinCohort, publishOnly, unpublish } from './published-cohort.ts'

const tag = uniqueTag()
const cohort = berlinCohort.cohort.cohorts[0]?.startDate as string
const stages = [
  'applied',
  'applied',
  'applied',
  'call-booked',
  'call-held',
  'technical-check',
  'offer',
  'enrolled',
  'declined',
  'withdrawn',
]
const names = [
  'Ada Okafor',
  'Björn Ångström',
  'Chen Wei',
  'Dana Ruiz',
  'Emeka Obi',
  'Fatima Zahra',
  'Gustav Lindqvist',
  'Hana Sato',
  'Ivan Petrov',
  'Jo Smith',
]

const database = () => new DatabaseSync(d1File(inject('stateDir')))

beforeAll(async () => {
  if (noBrowser) return
  await publishOnly(baseURL, berlinCohort)
  const db = database()
  try {
    const insert = db.prepare(
      `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
         heard_from, financing, stage, created_at, confirmed_at)
       VALUES (?, ?, ?, ?, ?, 'Europe/Berlin', 'course', ?, 'friend', 'neither', ?, ?, ?)`,
    )
    for (const [index, stage] of stages.entries()) {
      const email = `board${index}+${tag}@example.com`
      const at = new Date(Date.UTC(2026, 10, 20, 9, index)).toISOString()
      const goals = `Build a booking system for my sports club, then work as a backend developer (${tag})`
      insert.run(
        crypto.randomUUID(),
        cohort,
        `${names[index]} ${tag}`,
        email,
        email,
        goals,
        stage,
        at,
        index === 1 ? null : at,
      )
    }
  } finally {
    db.close()
  }
})

afterAll(async () => {
  if (noBrowser) return
  const db = database()
  try {
    db.prepare('DELETE FROM applications WHERE email LIKE ?').run(`%+${tag}@example.com`)
  } finally {
    db.close()
  }
  await unpublish(baseURL)
})

describe.skipIf(noBrowser)('the applications room', () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)

  it('shows the board as columns at 1280 px and as a list of stages at 375 px', {
    timeout: 120_000,
  }, async () => {
    for (const width of [1280, 375]) {
      const { page, errors, close } = await signedIn(tag, width)
      await visit(page, `/inbox/applications?cohort=${cohort}&view=board`)
      const applied = await page.locator('section[aria-labelledby="stage-applied"]').boundingBox()
      const booked = await page
        .locator('section[aria-labelledby="stage-call-booked"]')
        .boundingBox()
      if (width === 1280) {
        expect(booked?.y).toBe(applied?.y)
        expect(booked?.x).toBeGreaterThan((applied?.x ?? 0) + (applied?.width ?? 0) - 1)
      } else {
        expect(booked?.x).toBe(applied?.x)
        expect(booked?.y).toBeGreaterThan((applied?.y ?? 0) + (applied?.height ?? 0) - 1)
      }
      expect(await page.locator('#stage-applied').innerText()).toMatch(/Applied\s+3/)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.reload()
        expect(await accessibilityViolations(page), `board ${width} ${scheme}`).toEqual([])
        expect(await horizontalOverflow(page), `board ${width}`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `/tmp/adm-board-${width}-${scheme}.png`, fullPage: true })
      }
      await page.emulateMedia({ colorScheme: 'light' })
      await visit(page, `/inbox/applications?cohort=${cohort}&q=${tag}`)
      expect(await page.locator('main ol li').count()).toBe(10)
      expect(
        await page.locator('main ol li', { hasText: names[1] as string }).innerText(),
      ).toContain('Unconfirmed')
      await page.locator('main ol a', { hasText: names[6] as string }).click()
      await page.waitForURL((url) => /^\/inbox\/applications\/[0-9a-f-]{36}$/.test(url.pathname))
      const applicationUrl = page.url()
      await page.getByLabel('Move to', { exact: true }).selectOption('enrolled')
      await page.getByRole('button', { name: 'Preview the move' }).click()
      await page.waitForURL((url) => url.pathname.endsWith('/move'))
      expect(await page.getByLabel('Message').inputValue()).toMatch(/^Hi Gustav,/)
      const shots = {
        list: `/inbox/applications?cohort=${cohort}&q=${tag}`,
        application: applicationUrl,
        funnel: '/inbox/applications/funnel',
      }
      for (const scheme of ['light', 'dark'] as const) {
        // The preview is a POST's answer: the scheme changes in place, given time to settle.
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForTimeout(400)
        expect(await accessibilityViolations(page), `preview ${width} ${scheme}`).toEqual([])
        await page.screenshot({ path: `/tmp/adm-preview-${width}-${scheme}.png`, fullPage: true })
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const [name, path] of Object.entries(shots)) {
          await visit(page, path)
          expect(await accessibilityViolations(page), `${name} ${width} ${scheme}`).toEqual([])
          expect(await horizontalOverflow(page), `${name} ${width}`).toBeLessThanOrEqual(0)
          await page.screenshot({ path: `/tmp/adm-${name}-${width}-${scheme}.png`, fullPage: true })
        }
      }
      expect(errors).toEqual([])
      await close()
    }
  })
})
