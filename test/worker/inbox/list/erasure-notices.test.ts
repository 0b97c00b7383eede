import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, postForm, seedMessage } from '../helpers'

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
