// A company's proposal request on /corporate at 375 px in Firefox ESR, with JavaScript (the
// island, sent through the typed client) and without (the plain post and the page that answers
// it), then staff, in the same browser, moving it through the inbox's stages to "Proposal sent".
import type { Browser, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'
import { proposalsContent } from '../../src/server/inbox/content/proposals'
import {
  proposalSection as section,
  proposalFormText as words,
} from '../../src/shared/content/proposals/request-form'
import { staffToken } from '../browser/browser'
import {
  proposalRequest as request,
  storedProposals as stored,
  storedRequest,
  uniqueProposalEmail as uniqueEmail,
} from '../browser/proposal'
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

const { labels } = section
const { move } = proposalsContent
/** The corporate form's controls are named `proposal-corporate-<field>`. */
const choice = (name: string) => `#proposal-corporate-${name}`

async function fillIn(page: Page, email: string) {
  await fill(page, {
    [labels.company]: request.typed.company,
    [labels.name]: request.typed.name,
    [labels.email]: email,
  })
  await page.select(choice('teamSize'), request.teamSize)
  await clickOn(page, await field(page, request.topic))
  await page.select(choice('timeline'), request.timeline)
  await page.select(choice('format'), request.format)
}

/** Staff open the request in the inbox and move it to "Call", then to "Proposal sent". */
async function moveToProposalSent(firefox: Browser, id: string) {
  const staff = await openPage(firefox, 375)
  const { page } = staff
  const token = await staffToken('firefox-proposals')
  const { hostname } = new URL(baseURL)
  await page
    .browserContext()
    .setCookie({ name: 'CF_Authorization', value: token, domain: hostname, path: '/' })
  await page.goto(new URL(`/inbox/proposals/${id}`, baseURL).href)
  for (const [stage, line] of [
    ['call', 'New → Call by firefox-proposals@lumen.example'],
    ['proposal-sent', 'Call → Proposal sent by firefox-proposals@lumen.example'],
  ] as const) {
    await page.select('#stage', stage)
    await submitAndLand(page, move.submit)
    expect(await mainText(page)).toContain(line)
  }
  expect(staff.errors).toEqual([])
  await staff.close()
}

describe.skipIf(noFirefox)('a proposal request in Firefox ESR, with JavaScript', () => {
  const firefox = useFirefox()

  it('is sent through the island, told, stored, and moved by staff to “Proposal sent”', async () => {
    const { page, errors, close } = await openPage(firefox(), 375)
    await page.goto(new URL('/corporate', baseURL).href)
    await hydrated(page)
    const email = uniqueEmail('firefox-proposal')
    await fillIn(page, email)
    await clickOn(page, await button(page, words.submit))
    await expect.poll(() => notices(page, '#proposal')).toContain(words.sent)
    const [row] = stored(email)
    expect(stored(email)).toMatchObject([storedRequest])
    expect(errors).toEqual([])
    await close()
    await moveToProposalSent(firefox(), row?.id ?? '')
    expect(stored(email)).toMatchObject([{ stage: 'proposal-sent' }])
  }, 60_000)
})

describe.skipIf(noFirefox)('a proposal request in Firefox ESR, without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false })

  it('is posted, answered by the page, stored, and moved by staff to “Proposal sent”', async () => {
    const { page, close } = await openPage(firefox(), 375)
    await page.goto(new URL('/corporate', baseURL).href)
    const email = uniqueEmail('firefox-proposal-no-js')
    await fillIn(page, email)
    const landed = await submitAndLand(page, words.submit)
    expect(new URL(landed?.url() ?? '').search).toBe('?proposal=sent')
    expect(await notices(page, '#proposal')).toContain(words.sent)
    const [row] = stored(email)
    expect(stored(email)).toMatchObject([storedRequest])
    await close()
    await moveToProposalSent(firefox(), row?.id ?? '')
    expect(stored(email)).toMatchObject([{ stage: 'proposal-sent' }])
  }, 60_000)
})
