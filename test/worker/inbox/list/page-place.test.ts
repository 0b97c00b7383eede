import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { inboxContent } from '../../../../src/server/inbox/content/inbox'
import { attributeValues } from '../../html'
import { asStaff, seedMany } from '../helpers'

// Where a page of the list is, carried by everything on it: a message opened from page two of a
// search comes back to page two, the bulk form acts and returns there, and a deeper page offers
// the way back to the newest messages, which the first page does not need.

const text = inboxContent

async function page(path: string) {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return response.text()
}

const hrefs = (html: string) => attributeValues(html, 'a', 'href')
const olderLink = (html: string) => hrefs(html).find((href) => href.includes('after='))
const messageLinks = (html: string) =>
  hrefs(html).filter((href) => /^\/inbox\/[0-9a-f-]{36}/.test(href))
const newestLink = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2] === text.firstPage)
    .map((match) => match[1]?.replaceAll('&amp;', '&'))
const bulkAction = (html: string) =>
  attributeValues(html, 'form', 'action').find((action) => action.startsWith('/inbox/bulk'))
const cursorOf = (href: string | undefined) =>
  new URL(href ?? '', 'https://x').searchParams.get('after')

describe("a list page's place", () => {
  it.each([
    ['the list', '/inbox?state=all'],
    ['a search', '/inbox?state=all&q=placed'],
  ])(
    'in %s: links and the bulk form carry it, and a deeper page leads back to the newest',
    async (_, first) => {
      await env.DB.exec('DELETE FROM contact_messages')
      await seedMany(60, 'placed question')

      const one = await page(first)
      expect(newestLink(one)).toEqual([])
      expect(messageLinks(one).every((href) => cursorOf(href) === null)).toBe(true)
      expect(cursorOf(bulkAction(one))).toBeNull()

      const older = olderLink(one) ?? ''
      const cursor = cursorOf(older)
      expect(cursor).toBeTruthy()
      const two = await page(older)
      expect(messageLinks(two)).toHaveLength(10)
      for (const href of messageLinks(two)) expect(cursorOf(href)).toBe(cursor)
      expect(cursorOf(bulkAction(two))).toBe(cursor)
      expect(newestLink(two)).toEqual([first])
    },
  )

  it("is named in the tab's title by the filter it shows", async () => {
    for (const [state, name] of [
      ['new', 'New'],
      ['handled', 'Handled'],
      ['spam', 'Spam'],
      ['all', 'All'],
    ]) {
      const title = /<title>([^<]*)<\/title>/.exec(await page(`/inbox?state=${state}`))?.[1]
      expect(title?.replace(/^\(\d+\) /, '')).toBe(`Inbox · ${name} · Lumen Code Academy`)
    }
  })
})
