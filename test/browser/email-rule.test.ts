import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../src/shared/contact-fields'
import {
  deliverableAddresses,
  internationalAddresses,
  invalidAddresses,
  partialDomainAddresses,
  validAddresses,
} from '../worker/email-addresses'
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

  it('is joined, with JavaScript, by the worker’s whole-domain rule, said as the visitor types', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/contact')
    await page.locator('form[data-hydrated="true"]').waitFor()
    const field = page.getByLabel('Email', { exact: true })
    const addresses = [
      ...deliverableAddresses,
      ...Object.keys(internationalAddresses),
      ...partialDomainAddresses,
    ]
    const said: string[] = []
    for (const address of addresses) {
      await field.fill(address)
      said.push(await field.evaluate((input: HTMLInputElement) => input.validationMessage))
    }
    const wholeDomain = 'Email needs its whole domain after the @, such as example.com'
    expect(said).toEqual(
      addresses.map((address) => (partialDomainAddresses.includes(address) ? wholeDomain : '')),
    )
    await close()
  })
})
