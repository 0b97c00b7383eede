// The school keeping its own facts current, in Chromium, with JavaScript and without: a staff
// member fills two cohorts, tuition, an instructor with a photo and two questions, previews /accelerator under
// the draft banner, publishes, and a visitor's /accelerator shows them with structured data of the
// shapes the project checks; restoring the first version (its page names the draft it replaces,
// kept under "Drafts set aside") and publishing brings its facts back; a
// second staff member saving the same group is refused and keeps what they typed. Each run leaves
// the site as it found it (no content), for the files after it.
import type { Browser, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  accessibilityViolations,
  horizontalOverflow,
  noBrowser,
  openPage,
  useBrowser,
} from './browser'
import { clearContent } from './content-editor'
import { inboxPages, uniqueTag } from './inbox-workflow.ts'

/** Presses a form's button and waits for the form it leads back to, saying it was saved. */
async function save(page: Page, button = 'Save draft') {
  const loaded = page.waitForEvent('load')
  await page.getByRole('button', { name: button }).click()
  await loaded
  expect(await page.getByRole('status').innerText()).toContain('saved.')
}

/** From a group's form back to the content page. */
const back = (page: Page) => page.getByRole('link', { name: 'Site content', exact: true }).click()

/** A real JPEG, 333 × 517 (test/fixtures/images/README.md). */
const photoFile = 'test/fixtures/images/photo-333x517-exif.jpg'

async function fillCohortTuitionInstructorFaq(page: Page) {
  await page.getByRole('link', { name: 'Next cohorts' }).click()
  await page.locator('#field-cohorts-0-startDate').fill('2027-03-02')
  await page.locator('#field-cohorts-0-applicationDeadline').fill('2027-02-12')
  await page.locator('#field-cohorts-0-schedule-sessions-0-day').selectOption('tue')
  await page.locator('#field-cohorts-0-schedule-sessions-0-from').fill('18:30')
  await page.locator('#field-cohorts-0-schedule-sessions-0-to').fill('21:30')
  await page.locator('#field-cohorts-0-schedule-timeZone').selectOption('America/New_York')
  await page.locator('#field-cohorts-0-format-mode').selectOption('online')
  await save(page)
  // Saved, the form stays open with room for the cohort after it: another format, in a place.
  await page.locator('#field-cohorts-1-startDate').fill('2027-09-07')
  await page.locator('#field-cohorts-1-applicationDeadline').fill('2027-08-13')
  await page.locator('#field-cohorts-1-format-mode').selectOption('onsite')
  await page.locator('#field-cohorts-1-format-location-name').fill('Harbour Campus')
  await page.locator('#field-cohorts-1-format-location-address').fill('1 Example Street')
  await save(page)
  await back(page)
  await page.getByRole('link', { name: 'Tuition and payment' }).click()
  await page.getByLabel('Amount').fill('12500')
  await page.getByLabel('Currency').fill('USD')
  await page.locator('#field-paymentOptions-0').fill('Pay in full')
  await page.getByLabel('Deposit').fill('A $500 deposit holds your seat.')
  await page.getByLabel('Instalments').fill('Twelve monthly payments.')
  await page.getByLabel('Financing').fill('Ask us for the terms.')
  await save(page)
  await back(page)
  await page.getByRole('link', { name: 'Instructors', exact: true }).click()
  await page.locator('#field-instructors-0-name').fill('Ada Okafor')
  await page.locator('#field-instructors-0-role').fill('Lead instructor')
  await page.locator('#field-instructors-0-bio').fill('Fifteen years of building web apps.')
  await page.locator('#field-instructors-0-photo-key').setInputFiles(photoFile)
  await page.getByLabel('What the photo shows').first().fill('Ada Okafor at a whiteboard')
  await save(page)
  await back(page)
  await page.getByRole('link', { name: 'Frequently asked questions' }).click()
  await page.locator('#field-faq-0-question').fill('Can I keep my job?')
  await page.locator('#field-faq-0-answer').fill('Yes: the program is part-time.')
  // Saved, and back with an empty place for the next question.
  await save(page, 'Add another question')
  expect(await page.locator('#field-faq-0-question').inputValue()).toBe('Can I keep my job?')
  expect(await page.locator('#field-faq-1-question').inputValue()).toBe('')
  expect(await page.locator('#field-faq-2-question').count()).toBe(0)
  await page.locator('#field-faq-1-question').fill('Are lectures recorded?')
  await page.locator('#field-faq-1-answer').fill('Yes, every one.')
  // Enter in a field saves, as the form's own button does.
  const loaded = page.waitForEvent('load')
  await page.locator('#field-faq-1-question').press('Enter')
  await loaded
  expect(await page.getByRole('status').innerText()).toContain('saved.')
  expect(await page.locator('#field-faq-1-question').inputValue()).toBe('Are lectures recorded?')
  expect(new URL(page.url()).search).toBe('')
  await back(page)
}

async function publish(page: Page, note: string) {
  await page.getByLabel('Note (optional)').fill(note)
  await page.getByRole('button', { name: 'Publish the drafts' }).click()
  await page.waitForURL((url) => url.pathname === '/inbox/content/live')
  // The live check reloads itself until every page serves the new version.
  await expect
    .poll(() => page.locator('main').innerText(), { timeout: 15_000 })
    .toMatch(/Version \d+ is live: every page below serves it\./)
}

/** The public /accelerator as a new visitor sees it: its words and its structured data. */
async function visitorSees(browser: Browser) {
  const { page, close } = await openPage(browser, 1280)
  await page.goto('/accelerator')
  const words = await page.locator('body').innerText()
  // The photo is fetched once scrolled near (loading="lazy"), at the size the page gave it.
  const photo = page.locator('section[aria-labelledby="instructors"] img')
  const shown = (await photo.count()) > 0
  if (shown) await photo.scrollIntoViewIfNeeded()
  const photoSize = shown
    ? await photo.evaluate(async (img: HTMLImageElement) => {
        await img.decode()
        const box = img.getBoundingClientRect()
        return { natural: img.naturalWidth, alt: img.alt, box: [box.width, box.height] }
      })
    : undefined
  const graph = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )['@graph'] as Record<string, unknown>[]
  await close()
  return { words, graph, photoSize }
}

describe.skipIf(noBrowser)('the school’s content, edited in the inbox', () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)
  afterEach(clearContent)

  for (const javaScriptEnabled of [true, false])
    it(`is filled, previewed, published, restored and guarded ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, {
      timeout: 120_000,
    }, async () => {
      const tag = uniqueTag()
      const { page, errors, close } = await signedIn(tag, 1280, javaScriptEnabled)
      await visit(page, '/inbox/content')
      await fillCohortTuitionInstructorFaq(page)

      // The preview: the drafts through the public page, marked, never indexed.
      await page.getByRole('link', { name: 'Preview the drafts' }).click()
      await page.waitForURL((url) => url.pathname === '/inbox/content/preview/accelerator')
      const banner = page.getByRole('complementary', { name: 'Draft preview' })
      expect(await banner.innerText()).toContain('Visitors do not see this page')
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      expect(await page.locator('main').innerText()).toContain('Can I keep my job?')
      expect((await visitorSees(browser())).words).not.toContain('Can I keep my job?')

      await visit(page, '/inbox/content')
      await publish(page, 'Spring cohort')
      const first = await visitorSees(browser())
      for (const shown of [
        'Apply by February 12, 2027',
        'Starts\nMarch 2, 2027',
        'Starting September 7, 2027',
        'Apply for the September 7, 2027 cohort',
        '$12,500',
        'A $500 deposit holds your seat.',
        'Twelve monthly payments.',
        'Ask us for the terms.',
        'Ada Okafor',
        'Can I keep my job?',
        'Are lectures recorded?',
      ])
        expect(first.words).toContain(shown)
      expect(first.photoSize).toEqual({
        natural: 96,
        alt: 'Ada Okafor at a whiteboard',
        box: [96, 96],
      })
      const course = first.graph.find((node) => node['@type'] === 'Course')
      expect(course).toMatchObject({
        offers: { '@type': 'Offer', price: 12500, priceCurrency: 'USD', category: 'Paid' },
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            courseMode: 'Online',
            startDate: '2027-03-02',
            instructor: [{ '@type': 'Person', name: 'Ada Okafor' }],
          },
          {
            '@type': 'CourseInstance',
            courseMode: 'Onsite',
            startDate: '2027-09-07',
            location: { '@type': 'Place', name: 'Harbour Campus' },
          },
        ],
      })
      const faqPage = first.graph.find((node) => node['@type'] === 'FAQPage')
      expect(faqPage?.mainEntity).toHaveLength(2)
      // The page filled in stays accessible, the hero's card, the cohorts' list and the price
      // block at either width.
      if (javaScriptEnabled)
        for (const width of [375, 1280]) {
          const visitor = await openPage(browser(), width)
          await visitor.page.goto('/accelerator')
          expect(await accessibilityViolations(visitor.page), `${width}px`).toEqual([])
          expect(await horizontalOverflow(visitor.page), `${width}px`).toBeLessThanOrEqual(0)
          await visitor.close()
        }

      // A second version, then the first restored and published: its facts are back.
      await visit(page, '/inbox/content/tuition')
      await page.getByLabel('Amount').fill('13000')
      await save(page)
      await back(page)
      await publish(page, 'New price')
      expect((await visitorSees(browser())).words).toContain('$13,000')
      await visit(page, '/inbox/content')
      const versions = page.getByRole('link', {
        name: /^See and restore version \d+ as the draft$/,
      })
      await versions.last().click()
      await page.waitForURL((url) => /^\/inbox\/content\/versions\/\d+$/.test(url.pathname))
      // The version's page names the draft a restore would replace before anything is replaced.
      expect(await page.locator('main').innerText()).toMatch(
        /These drafts would be replaced:\s+Tuition and payment: its draft/,
      )
      await page.getByRole('button', { name: /^Restore version \d+ as the draft$/ }).click()
      await page.waitForURL((url) => url.pathname === '/inbox/content')
      // The draft it replaced is kept, to restore.
      expect(await page.locator('main').innerText()).toMatch(/Drafts set aside\s[\s\S]*Tuition/)
      await publish(page, 'Back to the spring price')
      expect((await visitorSees(browser())).words).toContain('$12,500')

      // Two staff on one group: the second save is refused, and its text stays in the form.
      const other = await signedIn(`${tag}-b`, 1280, javaScriptEnabled)
      await visit(page, '/inbox/content/tuition')
      await visit(other.page, '/inbox/content/tuition')
      await other.page.getByLabel('Amount').fill('11000')
      await save(other.page)
      await page.getByLabel('Amount').fill('11500')
      await page.getByRole('button', { name: 'Save draft' }).click()
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
        .toBe('Someone else saved this group while you were editing')
      expect(await page.getByLabel('Amount').inputValue()).toBe('11500')
      expect(await page.locator('main table').innerText()).toMatch(/Amount\s+11000\s+11500/)

      // The refused save's page is a 409, which Chromium notes; nothing else went wrong.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
      ])
      await other.close()
      await close()
    })
})
