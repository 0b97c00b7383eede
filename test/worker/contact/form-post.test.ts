import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { attributeValues, get, newAddress, visibleText } from '../html'

const message = { name: 'Grace', email: 'grace@example.com', message: 'Hi!' }

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get('/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''

describe('the contact form without JavaScript (POST /contact)', () => {
  it('is where the form posts, whatever host the JSON API is on', async () => {
    const configured = { ...env, CONTACT_API_ORIGIN: 'https://api.lumen.test' }
    const html = await (await app.request('https://lumen.test/contact', {}, configured)).text()
    expect(attributeValues(html, 'form', 'action')).toEqual(['/contact'])
  })

  it('stores a posted message and redirects (303) to the site’s absolute success address', async () => {
    const response = await postForm(message)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('https://lumen.test/contact?sent=1')
    const row = await env.DB.prepare('SELECT name, message FROM contact_messages WHERE email = ?')
      .bind('grace@example.com')
      .first()
    expect(row).toEqual({ name: 'Grace', message: 'Hi!' })
    const notice = visibleText(await (await get('/contact?sent=1')).text())
    expect(notice).toContain('Message sent successfully!')
  })

  it('redirects to the configured site origin (SITE_ORIGIN)', async () => {
    const configured = { ...env, SITE_ORIGIN: 'https://www.lumen.example' }
    const response = await app.request(
      'https://lumen.test/contact',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'CF-Connecting-IP': newAddress(),
        },
        body: new URLSearchParams({ ...message, email: 'site-origin@example.com' }).toString(),
      },
      configured,
      createExecutionContext(),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('https://www.lumen.example/contact?sent=1')
  })

  it('re-renders the form with an error summary, the errors and the entered values', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first('n')
    const response = await postForm({ name: 'Grace <b>', email: 'not-an-email', message: 'Hi!' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(titleOf(html)).toMatch(/^Error: /)
    expect(html).toContain('value="Grace &lt;b&gt;"')
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('aria-invalid="true"')
    expect(attributeValues(html, 'a', 'href')).toContain('#contact-email')
    expect(html).toMatch(
      /<div[^>]*tabindex="-1"[^>]*autofocus=""|<div[^>]*autofocus=""[^>]*tabindex="-1"/,
    )
    expect(visibleText(html)).toContain('Email must be a valid address')
    expect(html).not.toContain('rel="canonical"')
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first('n')
    expect(stored).toBe(before)
  })
})

describe('a refused form post is a page a visitor without JavaScript can read', () => {
  it('413: too large, said in HTML', async () => {
    const response = await postForm({ ...message, message: '語'.repeat(20_000) })
    expect(response.status).toBe(413)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(titleOf(html)).toMatch(/^Error: /)
    expect(visibleText(html)).toMatch(/too (long|large)/i)
    expect(html).toMatch(/<form\b/)
  })

  it('429: too many, said in HTML, keeping what the visitor typed', async () => {
    const address = newAddress()
    let response: Response | undefined
    for (let n = 0; n < 30; n++) {
      const email = `form-flood-${n}@example.com`
      response = await postForm({ ...message, email }, { 'CF-Connecting-IP': address })
      if (response.status === 429) break
    }
    expect(response?.status).toBe(429)
    expect(response?.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(Number(response?.headers.get('Retry-After'))).toBeGreaterThan(0)
    const html = (await response?.text()) ?? ''
    expect(visibleText(html)).toContain('Please wait a minute')
    expect(html).toContain('Hi!</textarea>')
  })

  it('403: from another site, said in HTML, echoing nothing it sent', async () => {
    const response = await postForm(
      { ...message, message: 'planted by evil.example' },
      { Origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(titleOf(html)).toMatch(/^Error: /)
    expect(html).not.toContain('planted by evil.example')
  })

  it('415: a body that is not a form, said in HTML', async () => {
    const response = await get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=Grace',
    })
    expect(response.status).toBe(415)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  })
})

describe('the JSON API stays JSON', () => {
  it('refuses a form post to /api/contact/send with 415 in JSON', async () => {
    const response = await get('/api/contact/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(message).toString(),
    })
    expect(response.status).toBe(415)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  })
})
