import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { get, visibleText } from './html'

function postForm(fields: Record<string, string>) {
  return get('/api/contact/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('the contact form without JavaScript', () => {
  it('stores a posted message and redirects (303) to a success notice', async () => {
    const response = await postForm({ name: 'Grace', email: 'grace@example.com', message: 'Hi!' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contact?sent=1')
    const row = await env.DB.prepare('SELECT name, message FROM contact_messages WHERE email = ?')
      .bind('grace@example.com')
      .first()
    expect(row).toEqual({ name: 'Grace', message: 'Hi!' })
    const notice = visibleText(await (await get('/contact?sent=1')).text())
    expect(notice).toContain('Message sent successfully!')
  })

  it('re-renders the form with the errors and the entered values, storing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first('n')
    const response = await postForm({ name: 'Grace <b>', email: 'not-an-email', message: 'Hi!' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('value="Grace &lt;b&gt;"')
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('aria-invalid="true"')
    expect(visibleText(html)).toContain('Email must be a valid address')
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first('n')
    expect(stored).toBe(before)
  })
})
