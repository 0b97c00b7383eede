// A company's proposal request at 375 px in Chromium, with JavaScript (the island and the typed
// client) and without (the plain post and the page that answers it), then staff moving it
// through the inbox's stages to "Proposal sent"; and the offering pages light and dark.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { proposalsContent } from '../../src/server/inbox/content/proposals'
import {
  proposalSection as section,
  proposalFormText as words,
} from '../../src/shared/content/proposals/request-form'
import {
  accessibilityViolations,
  baseURL,
  noBrowser,
  openPage,
  staffToken,
  useBrowser,
  visitorAddress,
} from './browser'
import {
  proposalRequest as request,
  storedProposals as stored,
  storedRequest,
  uniqueProposalEmail as uniqueEmail,
} from './proposal'

const { labels } = section

async function fillIn(page: Page, email: string) {
  const form = page.locator('#proposal form')
  await form.getByLabel(labels.company).fill(request.typed.company)
  await form.getByLabel(labels.name).fill(request.typed.name)
  await form.getByLabel(labels.email).fill(email)
  await form.getByLabel(labels.teamSize).selectOption(request.teamSize)
  await form.getByLabel(request.topic).check()
  await form.getByLabel(labels.timeline).selectOption(request.timeline)
  await form.getByLabel(labels.format).selectOption(request.format)
}

describe.skipIf(noBrowser)('a proposal request at 375 px', () => {
  const browser = useBrowser()

  it('with JavaScript: sent through the island, told, stored', async () => {
    const { page, errors, close } = await openPage(browser(), 375)
    await page.goto('/corporate')
    await page.locator('#proposal form[data-hydrated="true"]').waitFor()
    const email = uniqueEmail('proposal-js')
    await fillIn(page, email)
    await page.getByRole('button', { name: words.submit }).click()
    await expect
      .poll(() => page.locator('#proposal [aria-live="polite"]').textContent())
      .toContain(words.sent)
    expect(stored(email)).toMatchObject([storedRequest])
    expect(await accessibilityViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('without JavaScript: a plain post, stored, then moved by staff to “Proposal sent”', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'CF-Connecting-IP': visitorAddress() },
    })
    const page = await context.newPage()
    await page.goto('/corporate')
    const email = uniqueEmail('proposal-no-js')
    await fillIn(page, email)
    await page.getByRole('button', { name: words.submit }).click()
    await page.waitForURL((url) => url.search === '?proposal=sent')
    expect(await page.locator('#proposal').textContent()).toContain(words.sent)
    const [row] = stored(email)
    expect(row).toBeDefined()
    await context.close()

    const staff = await browser().newContext({ viewport: { width: 375, height: 740 }, baseURL })
    const token = await staffToken('staff-proposals')
    await staff.addCookies([{ name: 'CF_Authorization', value: token, url: baseURL }])
    const inbox = await staff.newPage()
    await inbox.goto('/inbox/proposals?stage=new')
    await inbox.locator(`a[href="/inbox/proposals/${row?.id}"]`).click()
    for (const [stage, line] of [
      ['call', 'New → Call by staff-proposals@lumen.example'],
      ['proposal-sent', 'Call → Proposal sent by staff-proposals@lumen.example'],
    ] as const) {
      await inbox.getByLabel(proposalsContent.move.label, { exact: true }).selectOption(stage)
      await inbox.getByRole('button', { name: proposalsContent.move.submit }).click()
      await expect.poll(() => inbox.locator('#history').textContent()).toContain(line)
    }
    expect(stored(email)).toMatchObject([{ stage: 'proposal-sent' }])
    expect(await accessibilityViolations(inbox)).toEqual([])
    await staff.close()
  }, 90_000)

  it.each(['/corporate', '/technical'])(
    '%s has no sideways scrolling and no fault axe finds, light and dark, at 375 and 1280 px',
    async (path) => {
      for (const width of [375, 1280])
        for (const colorScheme of ['light', 'dark'] as const) {
          const { page, close } = await openPage(browser(), width)
          await page.emulateMedia({ colorScheme })
          await page.goto(path)
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow, `${width} ${colorScheme}`).toBe(0)
          expect(await accessibilityViolations(page), `${width} ${colorScheme}`).toEqual([])
          await close()
        }
    },
    90_000,
  )
})
