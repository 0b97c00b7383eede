// The applicant's page's two steps as a browser opens them from the page: Withdraw and Erase each
// ask first, their button posting the one field its POST reads, with the way back to the page;
// a forged link opens neither question.
import { describe, expect, it } from 'vitest'
import { attributeValues } from '../html'
import { requestWith } from '../waitlist/confirmation-helpers'
import { pageBindings, pagePath, seedApplication } from './applicant-page-helpers'

/** The hidden fields of the page's forms, as `name=value`. */
const hiddenFields = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(
    ([, name, value]) => `${name}=${value}`,
  )

describe('the applicant’s steps, asked first', () => {
  it('asks before withdrawing and before erasing, each button posting its own field', async () => {
    const bindings = await pageBindings()
    const path = await pagePath(await seedApplication())
    for (const step of ['withdraw', 'erase']) {
      const page = await requestWith(bindings, `${path}/${step}`)
      expect(page.status, step).toBe(200)
      const html = await page.text()
      expect(hiddenFields(html), step).toEqual([`${step}=yes`])
      // The way back is the page itself.
      expect(attributeValues(html, 'a', 'href'), step).toContain(path)
    }
  })

  it('opens neither question on a forged link', async () => {
    const bindings = await pageBindings()
    const path = await pagePath(await seedApplication())
    const forged = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    for (const step of ['withdraw', 'erase']) {
      const page = await requestWith(bindings, `${forged}/${step}`)
      expect(page.status, step).toBe(404)
      expect(hiddenFields(await page.text()), step).toEqual([])
    }
  })
})
