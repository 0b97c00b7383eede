import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../html'
import {
  confirmationPath,
  confirming,
  joinWith,
  pressConfirm,
  requestWith,
  storedSignup,
} from './confirmation-helpers'

describe('a waiting-list sign-up, confirmed by the address’s owner', () => {
  it('mails the address one link, and keeps the sign-up unconfirmed until it is used', async () => {
    const { accepted, bindings } = await confirming()
    const response = await joinWith(bindings, { offering: 'corporate', email: 'Owner@example.com' })
    expect(response.status).toBe(202)
    expect(accepted).toHaveLength(1)
    const [mail] = accepted
    expect(mail).toMatchObject({
      from: { name: 'Lumen Code Academy', email: 'hello@lumen.test' },
      to: 'Owner@example.com',
    })
    expect(mail?.subject).toBe('Confirm your place on the waiting list · Lumen Code Academy')
    expect(mail?.text).toContain('Corporate Offerings')
    expect(mail?.text).toContain('If it was not you, ignore this email')
    expect(confirmationPath(mail)).toMatch(/^\/confirm\/c[0-9a-f]{64}$/)
    expect(await storedSignup('owner@example.com')).toEqual({
      email: 'Owner@example.com',
      confirmed_at: null,
    })
  })

  it('opens a page with a button on GET, which confirms nothing (link scanners open links)', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'scanned@example.com' })
    const path = confirmationPath(accepted[0])
    for (let scan = 0; scan < 3; scan++) {
      const page = await requestWith(bindings, path)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      expect(page.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
      const html = await page.text()
      expect(visibleText(html)).toContain('Confirm your place on the waiting list')
      // The page's one form posts back to the link itself (no action: the same address).
      expect(attributeValues(html, 'form', 'method')).toEqual(['post'])
      expect(attributeValues(html, 'form', 'action')).toEqual([])
      expect(visibleText(html)).toContain('Join the waiting list')
    }
    expect((await storedSignup('scanned@example.com'))?.confirmed_at).toBeNull()
  })

  it('confirms the sign-up when the page’s button is pressed, and says so', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'presses@example.com' })
    const path = confirmationPath(accepted[0])
    const done = await pressConfirm(bindings, path)
    expect(done.status).toBe(200)
    const html = await done.text()
    const text = visibleText(html)
    expect(text).toContain('You are on the waiting list')
    expect(text).toContain('Technical Offerings')
    // It offers the way off the list at once: the announcement's own unsubscribe page.
    const [leave] = attributeValues(html, 'a', 'href').filter((href) =>
      href.startsWith('/unsubscribe/'),
    )
    expect(visibleText(await (await requestWith(bindings, String(leave))).text())).toContain(
      'Take your address off the waiting list for Technical Offerings?',
    )
    expect((await storedSignup('presses@example.com', 'technical'))?.confirmed_at).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    )
    // Pressed again (a second tab, the back button): the same answer, nothing more.
    const again = await pressConfirm(bindings, path)
    expect(again.status).toBe(200)
    expect(visibleText(await again.text())).toContain('You are on the waiting list')
  })

  it('refuses a link this worker did not sign, or one altered by a character, with 404', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'forged@example.com' })
    const path = confirmationPath(accepted[0])
    const altered = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    const foreign = `/confirm/c${'0'.repeat(64)}`
    for (const bad of [altered, foreign, '/confirm/x', `/confirm/t${path.slice(10)}`]) {
      expect((await requestWith(bindings, bad)).status, bad).toBe(404)
      expect((await pressConfirm(bindings, bad)).status, bad).toBe(404)
    }
    expect((await storedSignup('forged@example.com'))?.confirmed_at).toBeNull()
  })
})
