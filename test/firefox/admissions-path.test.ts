// The admissions path end to end at 375 px in Firefox ESR, with JavaScript and without (a browser
// of each: BiDi turns scripts off per browser only), on a served build of its own with mail on
// (test/browser/admissions-path.ts): apply, confirm from the mail, the applicant's page from its
// link, a call booked, staff move it to Offer with the stage's message, the page and the mail
// say so, withdraw.
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationReplyAddress } from '../../src/server/conversation/reply-token.ts'
import { applyContent } from '../../src/shared/content/admissions/apply'
import {
  type AdmissionsSite,
  daysAhead,
  linksIn,
  pathSecret,
  schoolDomain,
  startAdmissionsSite,
} from '../browser/admissions-path'
import { uniqueEmail } from '../browser/apply'
import {
  button,
  clickOn,
  field,
  fill,
  hydrated,
  mainText,
  noFirefox,
  openPage,
  submitAndLand,
  useFirefox,
} from './firefox'

const { labels } = applyContent.fields
const words = applyContent.form
let site: AdmissionsSite | undefined

beforeAll(async () => {
  if (!noFirefox) site = await startAdmissionsSite()
}, 60_000)
afterAll(async () => {
  await site?.dispose()
})

const heading = (page: Page) =>
  page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '')
const stageText = (page: Page) =>
  page.evaluate(() => document.querySelector('#stage')?.parentElement?.textContent ?? '')

/** Follows the link whose text is exactly `name`, as a click would, and waits for its page. */
async function follow(page: Page, name: string) {
  const handle = await page.evaluateHandle(
    (text) => [...document.links].find((link) => link.textContent?.trim() === text) ?? null,
    name,
  )
  const link = handle.asElement() as ElementHandle<HTMLAnchorElement> | null
  if (!link) throw new Error(`No link "${name}" on ${page.url()}`)
  await Promise.all([page.waitForNavigation(), clickOn(page, link)])
}

/** Sets a field's value outright (a date input, or one holding a default to replace). */
const setValue = (page: Page, selector: string, value: string) =>
  page.$eval(
    selector,
    (element, typed) => {
      ;(element as HTMLInputElement).value = typed
    },
    value,
  )

async function walkThePath(firefox: Browser, javaScript: boolean) {
  if (!site) throw new Error('no site')
  const { origin } = site
  const how = javaScript ? 'js' : 'nojs'
  const applicant = await openPage(firefox, 375)
  const staff = await openPage(firefox, 375)
  const { page } = applicant
  const desk = staff.page
  const cookie = await site.staffCookie(`firefox-path-${how}`)
  await desk
    .browserContext()
    .setCookie({ name: cookie.name, value: cookie.value, domain: '127.0.0.1', path: '/' })

  // Staff publish a call time: three days ahead with JavaScript, four without (the first run's
  // time is free again once it withdrew, so each picks the latest).
  const host = `Firefox host ${how}`
  await desk.goto(`${origin}/inbox/calls`)
  await setValue(desk, '#slot-date', daysAhead(3 + (javaScript ? 0 : 1)))
  await setValue(desk, '#slot-host', host)
  await submitAndLand(desk, 'Publish')
  expect(await mainText(desk)).toContain(host)

  // Apply.
  await page.goto(`${origin}/apply?cohort=2027-03-02`)
  if (javaScript) await hydrated(page)
  const email = uniqueEmail(`firefox-path-${how}`)
  await fill(page, {
    [labels.name]: 'Grace Hopper',
    [labels.email]: email,
    [labels.goals]: 'Ship a web app for my team.',
  })
  await clickOn(page, await field(page, labels.consent))
  await page.select('#apply-timeZone', 'Europe/Berlin')
  await page.select('#apply-background', 'self-taught')
  await page.select('#apply-heardFrom', 'friend')
  await page.select('#apply-financing', 'neither')
  if (javaScript) {
    await clickOn(page, await button(page, words.submit))
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[aria-live]')?.textContent ?? ''))
      .toContain(words.sent)
  } else {
    await submitAndLand(page, words.submit)
    expect(await mainText(page)).toContain(words.sent)
  }

  // Confirm, from the link in the mail that was sent.
  const confirmation = await site.mailTo(email, /^Confirm your application/)
  const [confirmLink, pageLink] = linksIn(confirmation, origin) as [string, string]
  await page.goto(confirmLink)
  expect(await heading(page)).toBe('Confirm your application')
  await submitAndLand(page, 'Confirm my application')
  expect(await heading(page)).toBe('Your application is confirmed')

  // The applicant's page from the mail's link, and the call booked from it.
  const path = new URL(pageLink).pathname
  await page.goto(pageLink)
  expect(await stageText(page)).toContain('Received')
  await follow(page, 'Book your call')
  expect(new URL(page.url()).pathname).toBe(`${path}/call`)
  // The latest time, found by evaluation: puppeteer's $$ never answers with JavaScript off.
  const latest = await page.evaluateHandle(
    () => [...document.querySelectorAll('input[type="radio"]')].at(-1) ?? null,
  )
  const time = latest.asElement() as ElementHandle<HTMLInputElement> | null
  if (!time) throw new Error('No open time to pick')
  await clickOn(page, time)
  await submitAndLand(page, 'Book this time')
  expect(await heading(page)).toBe('Your call is booked')
  expect(await mainText(page)).toContain(host)
  const id = await site.applicationOf(email)
  const replyTo = await applicationReplyAddress(pathSecret, id, schoolDomain)
  const booked = await site.mailTo(email, /^Your call is booked/)
  expect(booked.attachments.map((file) => file.filename)).toEqual(['call.ics'])
  expect(booked.replyTo).toBe(replyTo)
  await follow(page, 'Back to your application')
  expect(await stageText(page)).toContain('Call booked')

  // Staff move it to Offer with the stage's message: previewed, then sent.
  await desk.goto(`${origin}/inbox/applications/${id}`)
  await desk.select('#move-to', 'offer')
  await submitAndLand(desk, 'Preview the move')
  const body = await (await field(desk, 'Message')).evaluate((element) => element.value)
  expect(body).toMatch(/^Hi Grace,\n\nWe are delighted to offer you a place/)
  await submitAndLand(desk, 'Move and send the message')
  expect(await mainText(desk)).toContain('Moved to Offer; the message is on its way.')

  // The page says so, and so does the mail that arrived.
  await page.reload()
  expect(await stageText(page)).toContain('Offer made')
  expect(await mainText(page)).toContain('An offer of a place in the cohort starting March 2, 2027')
  const offer = await site.mailTo(email, /^An offer of a place/)
  expect(offer.replyTo).toBe(replyTo)
  expect(offer.text).toContain(body.replace(/\r\n/g, '\n'))
  expect(linksIn(offer, origin)).toEqual([pageLink])

  // Withdraw: the confirmation page, then its POST.
  await follow(page, 'Withdraw my application')
  expect(await heading(page)).toBe('Withdraw your application?')
  await submitAndLand(page, 'Withdraw my application')
  expect(await heading(page)).toBe('Your application is withdrawn')
  await follow(page, 'Back to your application')
  expect(await stageText(page)).toContain('Withdrawn')
  // The call went with the application: its mail says so, and links to the page, not to booking.
  const cancelled = await site.mailTo(email, /^Your call is cancelled/)
  expect(cancelled.text).toContain('cancelled with the application you withdrew')
  expect(linksIn(cancelled, origin)).toEqual([pageLink])
  expect(cancelled.replyTo).toBe(replyTo)
  await page.screenshot({ path: `/tmp/adm-path-firefox-withdrawn-375-${how}.png`, fullPage: true })

  expect([...applicant.errors, ...staff.errors]).toEqual([])
  await applicant.close()
  await staff.close()
}

describe.skipIf(noFirefox)('the admissions path in Firefox ESR, with JavaScript', () => {
  const firefox = useFirefox({ timeZone: 'Europe/Berlin' })
  it(
    'applies, confirms, books, is offered a place and withdraws',
    () => walkThePath(firefox(), true),
    120_000,
  )
})

describe.skipIf(noFirefox)('the admissions path in Firefox ESR, without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false })
  it(
    'applies, confirms, books, is offered a place and withdraws',
    () => walkThePath(firefox(), false),
    120_000,
  )
})
