import { describe, expect, it } from 'vitest'
import { attributeValues, get, visibleText } from '../html'
import { rows } from './requests'

const postForm = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

describe('the waiting lists without JavaScript', () => {
  it.each(['/corporate', '/technical'])(
    'puts a form on %s under its heading, posting to itself',
    async (path) => {
      const html = await (await get(path)).text()
      // The waiting list's form first; the proposal request's posts elsewhere.
      expect(attributeValues(html, 'form', 'action')).toEqual([path, `${path}/proposal`])
      expect(visibleText(html)).toMatch(/Coming Soon .* Tell me when it opens/)
      expect(visibleText(html)).toMatch(
        /We will email you a link to confirm your address, then once, when .* opens; nothing else\./,
      )
    },
  )

  it('stores a sign-up and redirects (303) to the page, which asks to confirm it from the mail', async () => {
    const response = await postForm('/technical', { email: 'no-js@example.com' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('https://lumen.test/technical?joined=1')
    expect(await rows('no-js@example.com')).toEqual([
      { offering: 'technical', email: 'no-js@example.com' },
    ])
    const page = visibleText(await (await get('/technical?joined=1')).text())
    expect(page).toContain(
      'Check your inbox: open the link in our email within 7 days to confirm your address, and you are on the list.',
    )
    expect(page).not.toContain('Thank you')
  })

  it('answers a refused sign-up with the page: "Error:" title, the reason, the address kept', async () => {
    const response = await postForm('/corporate', { email: 'nope' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toMatch(/<title>Error: /)
    expect(html).toContain('value="nope"')
    expect(attributeValues(html, 'a', 'href')).toContain('#waitlist-corporate-email')
    const foreign = await postForm(
      '/corporate',
      { email: 'a@example.com' },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('Content-Type')).toMatch(/^text\/html/)
  })

  it('allows POST on the offering pages and says so', async () => {
    const response = await get('/corporate', { method: 'PUT' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST')
  })
})
