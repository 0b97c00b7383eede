// "Did you mean …?" in Firefox ESR, with and without JavaScript: the island offers the likely
// address with a button that fills it in; without JavaScript the page asks before sending, and
// sending again as it is keeps the address typed. A suggestion never refuses.
import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'
import { corporateContent } from '../../src/shared/content/coming-soon'
import { contactContent } from '../../src/shared/content/contact'
import {
  baseURL,
  button,
  clickOn,
  field,
  fill,
  hydrated,
  noFirefox,
  openPage,
  submitAndLand,
  useFirefox,
} from './firefox'
import { storedMessages, uniqueTag, waitingLists } from './stored-rows'

const { nameLabel, emailLabel, messageLabel, submit } = contactContent.form
const waitlist = corporateContent.waitlist

/** A local part no other test uses, and its address on a slip of gmail.com and on gmail.com. */
function slip(label: string) {
  const local = `ada+${uniqueTag(label)}`
  return { typed: `${local}@gmial.com`, meant: `${local}@gmail.com` }
}

/** The suggestion's text (a role="status" under the email field), empty when none is shown. */
const suggestionText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').join(' '),
  )

describe.skipIf(noFirefox)('a likely slip in the address, in Firefox with JavaScript', () => {
  const firefox = useFirefox()

  it('is offered on leaving the field, and its button fills the field in', async () => {
    const { page, errors, close } = await openPage(firefox())
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      dialog.accept().catch(() => {})
    })
    await page.goto(new URL('/contact', baseURL).href)
    await hydrated(page)
    const address = slip('firefox-suggest')
    await fill(page, { [nameLabel]: 'Ada', [emailLabel]: address.typed, [messageLabel]: 'Hi' })
    await expect.poll(() => suggestionText(page)).toContain(`Did you mean ${address.meant}?`)
    await clickOn(page, await button(page, `Use ${address.meant}`))
    expect(await (await field(page, emailLabel)).evaluate((input) => input.value)).toBe(
      address.meant,
    )
    await clickOn(page, await button(page, submit))
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(storedMessages(address.meant)).toHaveLength(1)
    expect(errors).toEqual([])
    await close()
  })
})

describe.skipIf(noFirefox)('a likely slip in the address, in Firefox without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false })

  it('is asked about by the contact page; sending again as it is stores it as typed', async () => {
    const { page, close } = await openPage(firefox())
    await page.goto(new URL('/contact', baseURL).href)
    const address = slip('firefox-no-js-suggest')
    await fill(page, { [nameLabel]: 'Ada', [emailLabel]: address.typed, [messageLabel]: 'Hi' })
    const asked = await submitAndLand(page, submit)
    expect(asked?.status()).toBe(200)
    expect(await page.title()).toBe('Check your email address · Contact · Lumen Code Academy')
    expect(await suggestionText(page)).toContain(`Did you mean ${address.meant}?`)
    expect(storedMessages(address.typed)).toEqual([])
    await submitAndLand(page, submit)
    expect(new URL(page.url()).search).toBe('?sent=1')
    expect(storedMessages(address.typed)).toHaveLength(1)
    await close()
  })

  it('is asked about by a waiting list, and a corrected address is taken at once', async () => {
    const { page, close } = await openPage(firefox())
    await page.goto(new URL('/corporate', baseURL).href)
    const address = slip('firefox-no-js-waitlist')
    await fill(page, { [waitlist.emailLabel]: address.typed })
    await submitAndLand(page, waitlist.submit)
    expect(await suggestionText(page)).toContain(`Did you mean ${address.meant}?`)
    const email = await field(page, waitlist.emailLabel)
    await email.evaluate((input) => {
      input.value = ''
    })
    await email.type(address.meant)
    await submitAndLand(page, waitlist.submit)
    expect(new URL(page.url()).search).toBe('?joined=1')
    expect(waitingLists(address.meant)).toEqual(['corporate'])
    await close()
  })
})
