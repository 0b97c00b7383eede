import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../src/shared/contact-fields'
import { internationalAddresses, invalidAddresses, validAddresses } from '../worker/email-addresses'
import { noBrowser, openPage, useBrowser } from './browser'

describe.skipIf(noBrowser)('the email rule in Chromium', () => {
  const browser = useBrowser()

  it('is the one <input type="email"> applies, both ways', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/contact')
    const addresses = [
      ...validAddresses,
      ...invalidAddresses,
      ...Object.keys(internationalAddresses),
    ]
    const browserSays = await page
      .getByLabel('Email', { exact: true })
      .evaluate((input: HTMLInputElement, all) => {
        return all.map((address) => {
          input.value = address
          return !input.validity.typeMismatch
        })
      }, addresses)
    expect(browserSays).toEqual(addresses.map(isValidEmail))
    expect(browserSays).toEqual(addresses.map((address) => validAddresses.includes(address)))
    await close()
  })
})
