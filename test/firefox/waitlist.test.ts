import { describe, expect, it } from 'vitest'
import { corporateContent } from '../../src/shared/content/coming-soon'
import {
  baseURL,
  button,
  clickOn,
  fill,
  hydrated,
  mainText,
  noFirefox,
  notices,
  openPage,
  submitAndLand,
  useFirefox,
  values,
} from './firefox'
import { uniqueTag, waitingLists } from './stored-rows'

const text = corporateContent.waitlist
const uniqueEmail = (label: string) => `${uniqueTag(label)}@example.com`
/** More than a minute's quota of sign-ups from one visitor: the worker refuses one of them. */
const flood = 20

async function openCorporate(firefox: Parameters<typeof openPage>[0]) {
  const opened = await openPage(firefox, 375)
  await opened.page.goto(new URL('/corporate', baseURL).href)
  return opened
}

describe.skipIf(noFirefox)('the waiting list on /corporate in Firefox ESR, with JavaScript', () => {
  const firefox = useFirefox()

  it('signs the visitor up, says so and empties the field', async () => {
    const { page, errors, close } = await openCorporate(firefox())
    await hydrated(page)
    const email = uniqueEmail('firefox-waitlist')
    await fill(page, { [text.emailLabel]: email })
    await clickOn(page, await button(page, text.submit))
    await expect.poll(() => notices(page)).toContain(text.sent)
    expect(await values(page, [text.emailLabel])).toEqual({ [text.emailLabel]: '' })
    expect(waitingLists(email)).toEqual(['corporate'])
    expect(errors).toEqual([])
    await close()
  })

  it('keeps the address when the worker refuses it (one sign-up too many)', async () => {
    const { page, close } = await openCorporate(firefox())
    await hydrated(page)
    let email = ''
    let refused = false
    for (let sent = 0; sent < flood && !refused; sent++) {
      email = uniqueEmail(`firefox-waitlist-flood-${sent}`)
      await fill(page, { [text.emailLabel]: email })
      await clickOn(page, await button(page, text.submit))
      // Answered: a sign-up empties the field, a refusal shows the failure summary.
      await expect
        .poll(async () => {
          refused = (await notices(page)).includes(text.failed)
          return refused || (await values(page, [text.emailLabel]))[text.emailLabel] === ''
        })
        .toBe(true)
    }
    await expect.poll(() => notices(page)).toContain(text.refusals.limited)
    expect(await values(page, [text.emailLabel])).toEqual({ [text.emailLabel]: email })
    expect(waitingLists(email)).toEqual([])
    await close()
  })
})

describe.skipIf(noFirefox)(
  'the waiting list on /corporate in Firefox ESR, without JavaScript',
  () => {
    const firefox = useFirefox({ javaScript: false })

    it('posts the address, stores it and lands on the confirmation', async () => {
      const { page, close } = await openCorporate(firefox())
      const email = uniqueEmail('firefox-waitlist-no-js')
      await fill(page, { [text.emailLabel]: email })
      const landed = await submitAndLand(page, text.submit)
      expect(landed?.status()).toBe(200)
      expect(new URL(page.url()).search).toBe('?joined=1')
      expect(await mainText(page)).toContain(text.sent)
      expect(waitingLists(email)).toEqual(['corporate'])
      await close()
    })

    it('keeps the address on the refused post’s page (one sign-up too many)', async () => {
      const { page, close } = await openCorporate(firefox())
      let email = ''
      let status = 0
      for (let sent = 0; sent < flood && status !== 429; sent++) {
        await page.goto(new URL('/corporate', baseURL).href)
        email = uniqueEmail(`firefox-waitlist-no-js-flood-${sent}`)
        await fill(page, { [text.emailLabel]: email })
        status = (await submitAndLand(page, text.submit))?.status() ?? 0
      }
      expect(status).toBe(429)
      expect(await notices(page)).toContain(text.refusals.limited)
      expect(await values(page, [text.emailLabel])).toEqual({ [text.emailLabel]: email })
      expect(waitingLists(email)).toEqual([])
      await close()
    })
  },
)
