// The admissions path end to end at 375 px in Chromium, with JavaScript and without: apply, confirm
// from the link in the mail sent, the applicant's page from its link, staff publish call times and
// the applicant books one, staff move the application to Offer with the stage's message (previewed,
// then sent), the page and the mail that arrives say so, and the applicant withdraws.
import type { BrowserContext, Page } from 'playwright-core'
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
} from './admissions-path'
import { uniqueEmail } from './apply'
import {
  accessibilityViolations,
  horizontalOverflow,
  noBrowser,
  useBrowser,
  visitorAddress,
} from './browser'

const { labels } = applyContent.fields
const words = applyContent.form
let site: AdmissionsSite | undefined

beforeAll(async () => {
  if (!noBrowser) site = await startAdmissionsSite()
}, 60_000)
afterAll(async () => {
  await site?.dispose()
})

/** Console errors and uncaught exceptions of every page a context opens. */
function recordErrors(context: BrowserContext) {
  const errors: string[] = []
  context.on('page', (page) => {
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (line) => {
      if (line.type() === 'error' || line.type() === 'warning')
        errors.push(`${page.url()}: ${line.text()}`)
    })
  })
  return errors
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText()
const stageText = (page: Page) => page.locator('#stage').locator('..').innerText()

describe.skipIf(noBrowser)('the admissions path at 375 px', () => {
  const browser = useBrowser()

  for (const javaScript of [true, false]) {
    const how = javaScript ? 'js' : 'nojs'
    it(`applies, confirms, books, is offered a place and withdraws ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      if (!site) throw new Error('no site')
      const { origin } = site
      const applicant = await browser().newContext({
        viewport: { width: 375, height: 740 },
        baseURL: origin,
        javaScriptEnabled: javaScript,
        timezoneId: 'Europe/Berlin',
        extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
      })
      const staff = await browser().newContext({
        viewport: { width: 375, height: 740 },
        baseURL: origin,
        javaScriptEnabled: javaScript,
      })
      await staff.addCookies([await site.staffCookie(`path-${how}`)])
      const errors = [...[applicant, staff].map(recordErrors)]
      const page = await applicant.newPage()
      const desk = await staff.newPage()

      /** What every applicant-facing step is checked for: no sideways page, axe, a screenshot. */
      async function looked(step: string) {
        expect(await horizontalOverflow(page), step).toBe(0)
        // axe runs as a script in the page: with JavaScript only.
        if (!javaScript) {
          await page.screenshot({ path: `/tmp/adm-path-${step}-375-nojs.png`, fullPage: true })
          return
        }
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme })
          // axe must not measure a colour transition halfway: let the scheme's change finish.
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((animation) => animation.finished)),
          )
          expect(await accessibilityViolations(page), `${step} ${colorScheme}`).toEqual([])
          await page.screenshot({
            path: `/tmp/adm-path-${step}-375-${colorScheme}.png`,
            fullPage: true,
          })
        }
        await page.emulateMedia({ colorScheme: 'light' })
      }

      // Staff publish a call time, each run its own host and day: three days ahead, then four
      // (the first run's time is free again once it withdrew, so each picks the latest).
      const host = `Host ${how}`
      await desk.goto('/inbox/calls')
      await desk.getByLabel('Date', { exact: true }).fill(daysAhead(3 + (javaScript ? 0 : 1)))
      await desk.getByLabel('Who holds the calls').fill(host)
      await Promise.all([
        desk.waitForURL('**/inbox/calls'),
        desk.getByRole('button', { name: 'Publish' }).click(),
      ])
      await expect(desk.locator('main').innerText()).resolves.toContain(host)

      // Apply.
      await page.goto('/apply?cohort=2027-03-02')
      if (javaScript) await page.locator('form[data-hydrated="true"]').waitFor()
      const email = uniqueEmail(`path-${how}`)
      await page.getByLabel(labels.name, { exact: true }).fill('Grace Hopper')
      await page.getByLabel(labels.email, { exact: true }).fill(email)
      if (!javaScript) await page.getByLabel(labels.timeZone).selectOption('Europe/Berlin')
      await page.getByLabel(labels.background).selectOption('self-taught')
      await page.getByLabel(labels.goals).fill('Ship a web app for my team.')
      await page.getByLabel(labels.heardFrom).selectOption('friend')
      await page.getByLabel(labels.financing).selectOption('neither')
      await page.getByLabel(labels.consent).check()
      await page.getByRole('button', { name: words.submit }).click()
      if (javaScript) {
        await expect
          .poll(() => page.locator('[aria-live="polite"]').textContent())
          .toContain(words.sent)
      } else {
        await page.waitForURL((url) => url.search.startsWith('?sent=1'))
        expect(await page.locator('main').innerText()).toContain(words.sent)
      }
      await looked('applied')

      // Confirm, from the link in the mail that was sent.
      const confirmation = await site.mailTo(email, /^Confirm your application/)
      const [confirmLink, pageLink] = linksIn(confirmation, origin)
      expect(confirmLink).toMatch(/\/apply\/confirm\/[^/]+$/)
      expect(pageLink).toMatch(/\/application\/[^/]+$/)
      // The next step is the applicant's to take at once: no mail is promised that never comes.
      expect(confirmation.text).toContain('book a short call with us on your application’s page')
      await page.goto(confirmLink as string)
      expect(await heading(page)).toBe('Confirm your application')
      await looked('confirm')
      await page.getByRole('button', { name: 'Confirm my application' }).click()
      await expect.poll(() => heading(page)).toBe('Your application is confirmed')
      expect(await page.locator('main').innerText()).toContain(
        'is a short call with our team: pick a time on your application’s page',
      )
      await looked('confirmed')

      // The applicant's page, from the link in the mail.
      const path = new URL(pageLink as string).pathname
      await page.goto(pageLink as string)
      expect(await heading(page)).toBe('Your application')
      expect(await stageText(page)).toContain('Received')
      await looked('page-received')

      // Book the call.
      await page.getByRole('link', { name: 'Book your call' }).click()
      await page.waitForURL(`**${path}/call`)
      await looked('call-pick')
      await page.getByRole('radio').last().check()
      await page.getByRole('button', { name: 'Book this time' }).click()
      await expect.poll(() => heading(page)).toBe('Your call is booked')
      expect(await page.locator('main').innerText()).toContain(host)
      await looked('call-booked')
      const id = await site.applicationOf(email)
      const replyTo = await applicationReplyAddress(pathSecret, id, schoolDomain)
      const booked = await site.mailTo(email, /^Your call is booked/)
      expect(booked.attachments.map((file) => file.filename)).toEqual(['call.ics'])
      expect(booked.replyTo).toBe(replyTo)
      await page.getByRole('link', { name: 'Back to your application' }).click()
      await page.waitForURL(`**${path}`)
      expect(await stageText(page)).toContain('Call booked')

      // Staff move it to Offer with the stage's message: previewed, then sent.
      await desk.goto(`/inbox/applications/${id}`)
      await desk.getByLabel('Move to', { exact: true }).selectOption('offer')
      await desk.getByRole('button', { name: 'Preview the move' }).click()
      await desk.waitForURL((url) => url.pathname.endsWith('/move'))
      expect(await desk.getByLabel('Subject').inputValue()).toBe(
        'An offer of a place in the cohort starting March 2, 2027',
      )
      const body = await desk.getByLabel('Message').inputValue()
      expect(body).toMatch(/^Hi Grace,\n\nWe are delighted to offer you a place/)
      await desk.getByRole('button', { name: 'Move and send the message' }).click()
      await desk.waitForURL((url) => url.search === '?done=sent')
      expect(await desk.locator('main').innerText()).toContain(
        'Moved to Offer; the message is on its way.',
      )

      // The page says so, and so does the mail that arrived.
      await page.reload()
      expect(await stageText(page)).toContain('Offer made')
      const messages = await page.locator('#messages').locator('..').innerText()
      expect(messages).toContain('An offer of a place in the cohort starting March 2, 2027')
      expect(messages).toContain('We are delighted to offer you a place')
      await looked('page-offer')
      const offer = await site.mailTo(email, /^An offer of a place/)
      expect(offer.replyTo).toBe(replyTo)
      expect(offer.text).toContain(body)
      expect(linksIn(offer, origin)).toEqual([pageLink])
      // The applicant answers the offer by mail: the answer joins the page's messages.
      await site.mailIn(email, replyTo, `Re: ${offer.subject}`, 'I accept the place, thank you!')
      await expect
        .poll(async () => {
          await page.reload()
          return page.locator('#messages').locator('..').innerText()
        })
        .toContain('I accept the place, thank you!')

      // Withdraw: the confirmation page, then its POST.
      await page.getByRole('link', { name: 'Withdraw my application' }).click()
      await page.waitForURL(`**${path}/withdraw`)
      expect(await heading(page)).toBe('Withdraw your application?')
      await looked('withdraw')
      await page.getByRole('button', { name: 'Withdraw my application' }).click()
      await expect.poll(() => heading(page)).toBe('Your application is withdrawn')
      await page.getByRole('link', { name: 'Back to your application' }).click()
      await page.waitForURL(`**${path}`)
      expect(await stageText(page)).toContain('Withdrawn')
      await looked('page-withdrawn')
      // The call went with the application: its mail says so, and links to the page, not to booking.
      const cancelled = await site.mailTo(email, /^Your call is cancelled/)
      expect(cancelled.text).toContain('cancelled with the application you withdrew')
      expect(linksIn(cancelled, origin)).toEqual([pageLink])
      expect(cancelled.replyTo).toBe(replyTo)
      // Staff read the whole history: the applicant's two moves and theirs with its message.
      await desk.goto(`/inbox/applications/${id}`)
      expect(await desk.locator('#history').innerText()).toMatch(
        new RegExp(
          [
            'Moved from Applied to Call booked by applicant',
            `Moved from Call booked to Offer by path-${how}@lumen\\.example \\(with a message\\)`,
            'Moved from Offer to Withdrawn by applicant',
          ].join('[^]*'),
        ),
      )

      expect(errors.flat()).toEqual([])
      await applicant.close()
      await staff.close()
    }, 120_000)
  }
})
