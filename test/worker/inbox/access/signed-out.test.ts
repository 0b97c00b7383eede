// A form posted after the staff member's sign-in ran out (access/signed-out.tsx): a page, not a
// bare 401, that says nothing was saved, gives back what they typed as text to copy, and links a
// sign-in that returns to the form; a forged token gets the same page and is trusted with nothing.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { accessEnv, keyPair, seedMessage, send, signToken, staffEmail } from '../helpers'

const hostile = '<script>alert(1)</script><b>Is it online?</b>'

/** The FAQ's form as a browser posts it, from its own page, with `token` (none: no sign-in). */
async function postFaq(token: string | null, init: { origin?: string; bindings?: object } = {}) {
  const headers = new Headers({
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: init.origin ?? 'https://lumen.test',
    Referer: 'https://lumen.test/inbox/content/faq?check=publish',
  })
  if (token) headers.set('Cf-Access-Jwt-Assertion', token)
  const body = new URLSearchParams({
    basedOn: '7',
    'faq.0.question': hostile,
    'faq.0.answer': 'Yes:\nevery session is live & online.',
  })
  return send('/inbox/content/faq', { method: 'POST', headers, body }, init.bindings)
}

/** The read-only text areas of a page: each one's label and text as a browser shows them. */
function copies(html: string) {
  return [...html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)].map((match) => ({
    readOnly: /\sreadonly=""/i.test(match[1] ?? ''),
    text: visibleText(match[2] ?? '').trim(),
  }))
}

const drafts = () => env.DB.prepare('SELECT COUNT(*) AS n FROM content_drafts').first('n')

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM content_drafts').run()
})

describe('a form posted after the sign-in ran out', () => {
  it('answers 401 with a page that says nothing was saved and gives the typed text back', async () => {
    const response = await postFaq(await signToken({ expiresIn: -60 }))
    expect(response.status).toBe(401)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    const words = visibleText(html)
    expect(words).toContain('You were signed out: nothing was saved')
    expect(words).toContain('Question 1 › Question')
    expect(copies(html)).toEqual([
      { readOnly: true, text: hostile },
      { readOnly: true, text: 'Yes: every session is live & online.' },
    ])
    // Markup typed comes back as text, never as markup; the form's plumbing is not shown.
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<b>Is it online?')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(words).not.toContain('basedOn')
    // Signing in again (locally, the sign-in step) comes back to the form the post came from.
    expect(attributeValues(html, 'a', 'href')).toContain(
      `/inbox/sign-in?next=${encodeURIComponent('/inbox/content/faq?check=publish')}`,
    )
    expect(await drafts()).toBe(0)
  })

  it('gives a forged token the same page, 403, trusting nothing it says', async () => {
    const other = await keyPair()
    const forged = await signToken({ key: other.privateKey, claims: { email: 'boss@lumen.test' } })
    const response = await postFaq(forged)
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(visibleText(html)).toContain('You were signed out: nothing was saved')
    expect(copies(html).map((copy) => copy.text)).toContain(hostile)
    expect(html).not.toContain('boss@lumen.test')
    expect(html).not.toContain(staffEmail)
    expect(await drafts()).toBe(0)
  })

  it('without any token, links the form itself where Access signs people in', async () => {
    // Without a local key set the sign-in is Access's own, in front of the form's page.
    const production = await accessEnv({ ACCESS_JWKS: undefined })
    const response = await postFaq(null, { bindings: production })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(visibleText(html)).toContain('You were signed out: nothing was saved')
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/content/faq?check=publish')
    expect(copies(html)).toHaveLength(2)
  })

  it('gives a reply back by its label, and never a file sent with a post', async () => {
    const id = await seedMessage()
    const body = new FormData()
    body.set('reply', 'Dear Ada,\n<i>thanks</i>')
    body.set('key', crypto.randomUUID())
    body.set('photo', new File(['secret-bytes'], 'me.jpg', { type: 'image/jpeg' }))
    const response = await send(`/inbox/${id}/reply`, {
      method: 'POST',
      headers: {
        Origin: 'https://lumen.test',
        'Cf-Access-Jwt-Assertion': await signToken({ expiresIn: -5 }),
      },
      body,
    })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(visibleText(html)).toContain('Reply')
    expect(copies(html)).toEqual([{ readOnly: true, text: 'Dear Ada, <i>thanks</i>' }])
    expect(html).not.toContain('secret-bytes')
    expect(html).not.toContain('me.jpg')
  })

  it('echoes nothing a post from another site sent', async () => {
    const response = await postFaq(null, { origin: 'https://evil.example' })
    expect(response.status).toBe(401)
    const text = await response.text()
    expect(text).not.toContain('alert(1)')
    expect(text).not.toContain('Is it online?')
  })

  it('asks an expired token on a page to sign in again (401)', async () => {
    const response = await send('/inbox', {
      headers: { 'Cf-Access-Jwt-Assertion': await signToken({ expiresIn: -60 }) },
    })
    expect(response.status).toBe(401)
  })
})
