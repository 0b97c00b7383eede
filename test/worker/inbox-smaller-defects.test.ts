import { describe, expect, it } from 'vitest'
import { visibleText } from './html'
import { asStaff, postForm, seedMessage, signToken } from './inbox-helpers'

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

describe("a visitor's name in the page title", () => {
  it('is isolated (FSI … PDI), so its bidi controls cannot reorder the rest of the title', async () => {
    const name = 'Mallory \u202Egnp.exe\u202C'
    const id = await seedMessage({ name })
    const html = await (await asStaff(`/inbox/${id}`)).text()
    // After the tab's count of new messages, "(1) ".
    expect(titleOf(html).replace(/^\(\d+\) /, '')).toBe(`\u2068${name}\u2069 · Lumen Code Academy`)
  })
})

/** The cookie a response sets, as `name=value`, and its attributes. */
const cookieOf = (response: Response) => response.headers.get('Set-Cookie') ?? ''

describe('the notices after an erasure', () => {
  it('cannot be faked by a link: the URL carries no notice and no count', async () => {
    for (const path of ['/inbox?deleted=1', '/inbox?erased=9999', '/inbox/waitlists?erased=1']) {
      const text = visibleText(await (await asStaff(path)).text())
      expect(text).not.toMatch(/deleted\.|9999|is erased from every/)
    }
  })

  it('show once, after the erasure itself, from a cookie only this site sets', async () => {
    const id = await seedMessage({ email: 'notice-one@example.com' })
    const erased = await postForm(`/inbox/${id}/delete`, { confirm: 'delete' })
    expect(erased.headers.get('Location')).toBe('/inbox')
    const cookie = cookieOf(erased)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/inbox/)
    const pair = cookie.split(';')[0] ?? ''
    const shown = await asStaff('/inbox', { headers: { Cookie: pair } })
    expect(visibleText(await shown.text())).toContain('The message was deleted.')
    // Read once: the list clears it.
    expect(cookieOf(shown)).toMatch(/Max-Age=0/)

    const first = await seedMessage({ email: 'notice-two@example.com' })
    await seedMessage({ email: 'notice-two@example.com' })
    const all = await postForm(`/inbox/${first}/erase-address`, { confirm: 'erase' })
    expect(all.headers.get('Location')).toBe('/inbox')
    const list = await asStaff('/inbox', { headers: { Cookie: cookieOf(all).split(';')[0] ?? '' } })
    expect(visibleText(await list.text())).toContain('2 messages from that address deleted.')

    const waitlist = await postForm('/inbox/waitlists/erase', {
      email: 'notice-three@example.com',
      confirm: 'erase',
    })
    expect(waitlist.headers.get('Location')).toBe('/inbox/waitlists')
    const page = await asStaff('/inbox/waitlists', {
      headers: { Cookie: cookieOf(waitlist).split(';')[0] ?? '' },
    })
    expect(visibleText(await page.text())).toContain('That address is erased from every')
  })
})

describe("a token's lifetime", () => {
  const hour = 3600
  it.each([
    ['an expiry in the year 3×10¹² (exp = 10²⁰)', { expiresIn: 1e20 - Date.now() / 1000 }],
    ['a lifetime of a month and a day', { issuedAt: -60, expiresIn: 731 * hour }],
    ['an iat an hour ahead', { issuedAt: hour }],
    ['an iat two minutes ahead', { issuedAt: 120 }],
    ['no iat at all', { issuedAt: null }],
    ['no exp at all, so it would never expire', { expiresIn: null }],
  ])('refuses a token with %s (403)', async (_, options) => {
    const response = await asStaff('/inbox', {}, await signToken(options))
    expect(response.status).toBe(403)
  })

  it.each([
    [
      'a month-long session, as Access grants at most',
      { issuedAt: -60, expiresIn: 730 * hour - 60 },
    ],
    ['an iat thirty seconds ahead (clock skew)', { issuedAt: 30 }],
  ])('accepts a token with %s', async (_, options) => {
    const response = await asStaff('/inbox', {}, await signToken(options))
    expect(response.status).toBe(200)
  })
})
