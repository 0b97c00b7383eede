// /apply in Firefox ESR at 375 px, with JavaScript (the island, sent through the typed client)
// and without (the plain post, answered by the page), each stored as sent.
import type { Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyContent } from '../../src/shared/content/admissions/apply'
import { publishCohorts, storedApplications, uniqueEmail } from '../browser/apply'
import { clearContent } from '../browser/content-editor'
import {
  baseURL,
  button,
  clickOn,
  field,
  fill,
  hydrated,
  mainText,
  noFirefox,
  notices,
  openPage,
  submitAndLand,
  useFirefox,
} from './firefox'

const { labels } = applyContent.fields
const words = applyContent.form

async function fillIn(page: Page, email: string) {
  await fill(page, {
    [labels.name]: 'Grace Hopper',
    [labels.email]: email,
    [labels.goals]: 'Ship a web app for my team.',
  })
  const consent = await field(page, labels.consent)
  await clickOn(page, consent)
  expect(await consent.evaluate((box) => (box as HTMLInputElement).checked)).toBe(true)
  await page.select('#apply-timeZone', 'Asia/Tokyo')
  await page.select('#apply-background', 'self-taught')
  await page.select('#apply-heardFrom', 'friend')
  await page.select('#apply-financing', 'neither')
}

beforeAll(async () => {
  if (!noFirefox) await publishCohorts()
})
afterAll(async () => {
  if (!noFirefox) await clearContent()
})

describe.skipIf(noFirefox)('applying in Firefox ESR, with JavaScript', () => {
  const firefox = useFirefox()

  it('sends the application, says it was received and stores it as sent', async () => {
    const { page, errors, close } = await openPage(firefox(), 375)
    await page.goto(new URL('/apply?cohort=2027-09-07', baseURL).href)
    await hydrated(page)
    const email = uniqueEmail('firefox-apply')
    await fillIn(page, email)
    await clickOn(page, await button(page, words.submit))
    await expect.poll(() => notices(page)).toContain(words.sent)
    expect(storedApplications(email)).toMatchObject([
      { cohort: '2027-09-07', name: 'Grace Hopper', time_zone: 'Asia/Tokyo' },
    ])
    expect(errors).toEqual([])
    await close()
  })
})

describe.skipIf(noFirefox)('applying in Firefox ESR, without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false })

  it('posts the form, stores it and lands on the page that says it was received', async () => {
    const { page, close } = await openPage(firefox(), 375)
    await page.goto(new URL('/apply', baseURL).href)
    const email = uniqueEmail('firefox-apply-no-js')
    await fillIn(page, email)
    const landed = await submitAndLand(page, words.submit)
    expect(new URL(landed?.url() ?? '').search).toBe('?sent=1&cohort=2027-03-02')
    expect(await mainText(page)).toContain(words.sent)
    expect(storedApplications(email)).toMatchObject([
      { cohort: '2027-03-02', time_zone: 'Asia/Tokyo' },
    ])
    await close()
  })
})
