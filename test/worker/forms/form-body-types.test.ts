// What the forms read: JSON in any of its spellings a client sends, a browser's form
// post, and nothing that merely mentions one of them; the largest post a visitor (or a bot filling
// every field) can make fits the body limit.
import { describe, expect, it } from 'vitest'
import { rowsFrom, valid } from '../contact/send'
import { get } from '../html'

const post = (path: string, contentType: string, body: string) =>
  get(path, { method: 'POST', headers: { 'Content-Type': contentType }, body })

let sent = 0
const fresh = () => {
  sent += 1
  return `body-type-${sent}@example.com`
}

describe('the contact API’s body types', () => {
  it.each(['application/vnd.lumen+json', 'application/json ; charset=utf-8'])(
    'reads %s as JSON',
    async (type) => {
      const email = fresh()
      const response = await post('/api/contact/send', type, JSON.stringify({ ...valid, email }))
      expect(response.status).toBe(201)
      expect((await rowsFrom(email)).results).toHaveLength(1)
    },
  )

  it.each(['text/plain; application/json', 'application/+json', 'application/json-seq'])(
    'refuses %s (415)',
    async (type) => {
      const email = fresh()
      const response = await post('/api/contact/send', type, JSON.stringify({ ...valid, email }))
      expect(response.status).toBe(415)
      expect((await rowsFrom(email)).results).toEqual([])
    },
  )
})

describe('the contact form without JavaScript', () => {
  const form = (email: string) => new URLSearchParams({ ...valid, email }).toString()

  it('reads a form post whose type has a space before its parameters', async () => {
    const email = fresh()
    const type = 'application/x-www-form-urlencoded ; charset=utf-8'
    const response = await post('/contact', type, form(email))
    // Sent: the page that says so, by Post/Redirect/Get.
    expect(response.status).toBe(303)
    expect((await rowsFrom(email)).results).toHaveLength(1)
  })

  it('refuses a type that merely ends like a form post (415)', async () => {
    const email = fresh()
    const response = await post('/contact', 'text/x-application/x-www-form-urlencoded', form(email))
    expect(response.status).toBe(415)
    expect((await rowsFrom(email)).results).toEqual([])
  })

  it('takes the largest post there can be: every field full of the widest characters', async () => {
    const email = fresh()
    const wide = (units: number) => '語'.repeat(units)
    const body = new URLSearchParams({
      name: wide(100),
      email,
      message: wide(5000),
      website: wide(2000),
      // Turnstile's token, at its longest, each character one a form post percent-encodes.
      'cf-turnstile-response': '/'.repeat(4096),
    }).toString()
    const response = await post('/contact', 'application/x-www-form-urlencoded', body)
    expect(response.status).not.toBe(413)
    expect((await rowsFrom(email)).results).toHaveLength(1)
  })
})
