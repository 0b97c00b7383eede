// Where a staff member signed out while typing is sent back to (access/signed-out.tsx): the form's
// page, told by the Referer when it is an inbox page of this site, else the page above the action;
// and which refusal page a request gets (access/guard.ts): only a form this site posted gets the
// page that keeps what was typed.
import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { seedMessage, send, signToken } from '../helpers'

const signedOut = 'You were signed out: nothing was saved'

/** A form post signed out (an expired token) to `path`, with these headers. */
async function postSignedOut(path: string, headers: Record<string, string>) {
  const response = await send(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Cf-Access-Jwt-Assertion': await signToken({ expiresIn: -60 }),
      ...headers,
    },
    body: new URLSearchParams({ reply: 'Dear Ada, see you Monday.' }),
  })
  const html = await response.text()
  return {
    status: response.status,
    words: visibleText(html),
    links: attributeValues(html, 'a', 'href'),
  }
}

/** The texts of a page's read-only boxes, as a browser shows them. */
const copies = (html: string) =>
  [...html.matchAll(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/g)].map((match) =>
    visibleText(match[1] ?? '').trim(),
  )

const signInTo = (path: string) => `/inbox/sign-in?next=${encodeURIComponent(path)}`

describe('signing in again after a form sent signed out', () => {
  it('returns to the page above the action when the post names no page it came from', async () => {
    const id = await seedMessage()
    const reply = await postSignedOut(`/inbox/${id}/reply`, { Origin: 'https://lumen.test' })
    expect(reply.status).toBe(401)
    expect(reply.words).toContain(signedOut)
    expect(reply.links).toContain(signInTo(`/inbox/${id}`))
    // A content group's form posts to its own path: that is the page.
    const faq = await postSignedOut('/inbox/content/faq', { Origin: 'https://lumen.test' })
    expect(faq.links).toContain(signInTo('/inbox/content/faq'))
  })

  it('never follows a Referer from another site or from outside the inbox', async () => {
    const id = await seedMessage()
    for (const referer of [
      'https://evil.example/inbox/elsewhere',
      'https://lumen.test/stack',
      'https://lumen.test/stack/inbox',
      'https://lumen.test/inboxes',
    ]) {
      const { links } = await postSignedOut(`/inbox/${id}/reply`, {
        Origin: 'https://lumen.test',
        Referer: referer,
      })
      expect(links, referer).toContain(signInTo(`/inbox/${id}`))
    }
    // The inbox's own list, as a Referer names it, is the page to return to.
    const { links } = await postSignedOut(`/inbox/${id}/reply`, {
      Origin: 'https://lumen.test',
      Referer: 'https://lumen.test/inbox?state=all',
    })
    expect(links).toContain(signInTo('/inbox?state=all'))
    // A post to /inbox itself (no form sends one) returns to the inbox.
    const top = await postSignedOut('/inbox', { Origin: 'https://lumen.test' })
    expect(top.links).toContain(signInTo('/inbox'))
  })

  it('keeps what was typed for a post the browser says is this site’s, without an Origin', async () => {
    const id = await seedMessage()
    const own = await postSignedOut(`/inbox/${id}/reply`, { 'Sec-Fetch-Site': 'same-origin' })
    expect(own.words).toContain(signedOut)
    expect(own.words).toContain('Dear Ada, see you Monday.')
    const other = await postSignedOut(`/inbox/${id}/reply`, { 'Sec-Fetch-Site': 'cross-site' })
    expect(other.status).toBe(401)
    expect(other.words).not.toContain(signedOut)
    expect(other.words).not.toContain('see you Monday')
  })
})

describe('what a form sent signed out gives back', () => {
  it('is only what was typed: no empty or blank field, never a photo’s stored key', async () => {
    const response = await send('/inbox/content/instructors', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
        'Cf-Access-Jwt-Assertion': await signToken({ expiresIn: -60 }),
      },
      body: new URLSearchParams({
        'instructors.0.name': 'Ada Okafor',
        'instructors.0.role': '   ',
        'instructors.0.bio': '',
        'instructors.0.photo.key': 'photos/0123456789abcdef.jpg',
      }),
    })
    const html = await response.text()
    expect(html).toContain('<title>You were signed out · ')
    expect(copies(html)).toEqual(['Ada Okafor'])
    expect(html).not.toContain('0123456789abcdef')
    // Another inbox form's fields by name: a reply of spaces alone holds nothing to give back.
    const id = await seedMessage()
    const reply = await send(`/inbox/${id}/reply`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
        'Cf-Access-Jwt-Assertion': await signToken({ expiresIn: -60 }),
      },
      body: new URLSearchParams({ reply: ' \n ', key: crypto.randomUUID() }),
    })
    const words = visibleText(await reply.text())
    expect(words).toContain('The form held no text to give back.')
  })
})

describe('a page asked for signed out', () => {
  it('says how to sign in, not that a form was lost, even when the browser says it is this site’s', async () => {
    const response = await send('/inbox/content', {
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://lumen.test' },
    })
    expect(response.status).toBe(401)
    const words = visibleText(await response.text())
    expect(words).toContain('The inbox needs a sign-in')
    expect(words).not.toContain(signedOut)
  })
})
