// The content editor's pages through every axe rule (AAA contrast included), light and dark, at
// phone and desktop widths, with no sideways scrolling: the overview, a group's form, the
// instructors' and the graduates' with a photo, a refused save, the live check, /accelerator and
// home previewed with the drafts (photos, outcomes and graduates' words among them) under their
// banner, a published version beside the drafts, and a draft a restore set aside.
import { DatabaseSync } from 'node:sqlite'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { accessibilityViolations, horizontalOverflow, noBrowser, useBrowser } from './browser'
import { clearContent } from './content-editor'
import { inboxPages, uniqueTag } from './inbox-workflow.ts'

/** A refused save: a question holding a character that reverses the direction of text. */
async function refusedSave(page: Page) {
  await page.goto('/inbox/content/faq')
  await page.locator('#field-faq-0-question').fill('Which way\u202E?')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('needs a change')
}

/** Saves a group's form and waits for the form it leads back to. */
async function saved(page: Page) {
  const loaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await loaded
}

/** Fills a form's fields by their paths (`outcomes.0.figure`), as typed. */
async function fill(page: Page, fields: Record<string, string>) {
  for (const [path, value] of Object.entries(fields))
    await page.locator(`#field-${path.replaceAll('.', '-')}`).fill(value)
}

/** A figure and a graduate with a photo, each saved as its group's draft. */
async function proofDrafts(page: Page, visit: (page: Page, path: string) => Promise<unknown>) {
  await visit(page, '/inbox/content/outcomes')
  await fill(page, {
    'outcomes.0.figure': '87 %',
    'outcomes.0.measures': 'of graduates in a developer role within six months',
    'outcomes.0.period': 'Cohorts that finished in 2025',
    'outcomes.0.graduates': '46',
    'outcomes.0.method': 'We asked every graduate six months after demo day.',
  })
  await saved(page)
  await visit(page, '/inbox/content/graduates')
  await fill(page, {
    'graduates.0.name': 'Sam Ortiz',
    'graduates.0.cohort': 'March 2025',
    'graduates.0.role': 'Frontend developer at a bank',
    'graduates.0.words': 'I kept my job, and the weekly projects were what interviews asked about.',
    'graduates.0.consentDate': '2025-11-03',
    'graduates.0.photo.alt': 'Sam Ortiz, smiling',
  })
  await page
    .locator('#field-graduates-0-photo-key')
    .setInputFiles('test/fixtures/images/portrait-400x400.jpg')
  await saved(page)
}

/** A version published before the drafts, holding a question they change: its id. */
function publishOlderVersion(): number {
  const db = new DatabaseSync(d1File(inject('stateDir')))
  try {
    const faq = { faq: [{ question: 'Can I study part-time?', answer: 'Yes.' }] }
    const row = db
      .prepare(
        `INSERT INTO content_revisions (body, published_by, published_at, note)
         VALUES (?, 'axe@lumen.test', ?, NULL) RETURNING id`,
      )
      .get(JSON.stringify({ faq }), new Date().toISOString()) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

/** The version restored over the drafts, then the draft it set aside opened. */
async function setAsideDraft(page: Page, version: number) {
  await page.goto(`/inbox/content/versions/${version}`)
  const loaded = page.waitForEvent('load')
  await page.getByRole('button', { name: `Restore version ${version} as the draft` }).click()
  await loaded
  await page.locator('a[href^="/inbox/content/set-aside/"]').first().click()
  await page.waitForLoadState('load')
}

describe.skipIf(noBrowser)('the content editor’s pages', () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)
  afterAll(clearContent)

  it('have no axe violation and no sideways scrolling, light and dark, at 375 and 1280 px', {
    timeout: 180_000,
  }, async () => {
    const tag = uniqueTag()
    for (const width of [375, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors, close } = await signedIn(tag, width)
        await page.emulateMedia({ colorScheme })
        await visit(page, '/inbox/content/faq')
        await page.locator('#field-faq-0-question').fill('Can I keep my job?')
        await page.locator('#field-faq-0-answer').fill('Yes: the program is part-time.')
        await saved(page)
        await visit(page, '/inbox/content/instructors')
        await page.locator('#field-instructors-0-name').fill('Ada Okafor')
        await page.locator('#field-instructors-0-role').fill('Lead instructor')
        await page
          .locator('#field-instructors-0-photo-key')
          .setInputFiles('test/fixtures/images/photo-333x517-exif.jpg')
        await page.locator('#field-instructors-0-photo-alt').fill('Ada Okafor at a whiteboard')
        await saved(page)
        await proofDrafts(page, visit)
        const version = publishOlderVersion()
        const checks: [string, () => Promise<unknown>][] = [
          ['the overview', () => visit(page, '/inbox/content')],
          ['a group’s form', () => visit(page, '/inbox/content/cohort')],
          ['the instructors’ form, a photo in it', () => visit(page, '/inbox/content/instructors')],
          ['a refused save', () => refusedSave(page)],
          ['the graduates’ form, a photo in it', () => visit(page, '/inbox/content/graduates')],
          ['the preview', () => visit(page, '/inbox/content/preview/accelerator')],
          ['home previewed', () => visit(page, '/inbox/content/preview/home')],
          ['the live check', () => visit(page, '/inbox/content/live')],
          [
            'a version beside live and the drafts',
            () => visit(page, `/inbox/content/versions/${version}`),
          ],
          ['a draft a restore set aside', () => setAsideDraft(page, version)],
        ]
        for (const [name, open] of checks) {
          await open()
          const where = `${name} at ${width}px, ${colorScheme}`
          expect(await accessibilityViolations(page), where).toEqual([])
          expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0)
        }
        // The refused save's page is a 400, which Chromium notes.
        expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([])
        await close()
      }
  })
})
