import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { unsubscribeToken } from '../../../src/server/announcement/unsubscribe-token'
import { routeList } from '../../../src/shared/routes'
import { announcing, clearLists, secret, seedList } from '../announcement/helpers'
import { get, visibleText } from '../html'
import { send } from '../inbox/helpers'

/** The print-only line at a page's foot: on paper the navigation is gone, so it says where the page lives. */
const printedAddress = (html: string) =>
  visibleText(html).match(/This page online: (\S+)/)?.[1] ?? null

beforeEach(clearLists)

describe('the address printed at the foot of a page', () => {
  it.each(routeList.map((route) => route.path))('names %s on the site’s origin', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(printedAddress(await response.text())).toBe(`https://lumen.test${path}`)
  })

  it('never prints an unsubscribe link’s token: whoever holds a printout could take the address off', async () => {
    await seedList('technical', 1, 'printed')
    const { id } = (await env.DB.prepare(
      "SELECT id FROM waitlist_signups WHERE email = 'printed1@example.com'",
    ).first<{ id: string }>()) as { id: string }
    const token = await unsubscribeToken(secret, 'technical', id)
    const response = await send(`/unsubscribe/${token}`, {}, await announcing())
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain('Take your address off the waiting list')
    expect(printedAddress(html)).toBeNull()
    expect(html).not.toContain(token)
  })

  it('is left off a page kept out of indexes (a 404 names no page of the site)', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(printedAddress(await response.text())).toBeNull()
  })
})
