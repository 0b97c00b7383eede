// "Did you mean jo@gmail.com?" without JavaScript: a post whose address looks like a slip is not
// sent yet; the page asks, with everything typed kept, and sending again as it is keeps the address.
// A suggestion never refuses: the JSON API (the island asks before sending) takes it as typed.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, valid } from '../contact/send'
import { attributeValues, get, visibleText } from '../html'
import { join } from '../waitlist/requests'

const postForm = (path: string, fields: Record<string, string>) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''

const storedMessages = (message: string) =>
  env.DB.prepare('SELECT email FROM contact_messages WHERE message = ?')
    .bind(message)
    .all()
    .then(({ results }) => results.map((row) => row.email))

const storedSignups = (email: string) =>
  env.DB.prepare('SELECT email FROM waitlist_signups WHERE email LIKE ?')
    .bind(email)
    .all()
    .then(({ results }) => results.map((row) => row.email))

/** The hidden field a page that asked carries: the address the visitor was asked about. */
const keptAddress = (html: string) => {
  const inputs = html.match(/<input[^>]*name="email-as-typed"[^>]*>/g) ?? []
  return inputs.map((input) => input.match(/value="([^"]*)"/)?.[1])
}

describe('a likely slip in the contact form without JavaScript', () => {
  it('asks "Did you mean …?" before sending, keeping what was typed, and stores nothing', async () => {
    const message = 'Asked about gmial'
    const response = await postForm('/contact', { ...valid, email: 'jo@gmial.com', message })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(titleOf(html)).toBe('Check your email address · Contact · Lumen Code Academy')
    const text = visibleText(html)
    expect(text).toContain('Did you mean jo@gmail.com?')
    expect(text).toContain('If jo@gmial.com is right, send the form again as it is.')
    expect(text).not.toContain('Failed to send message')
    expect(html).toContain('value="jo@gmial.com"')
    expect(html).toContain('Asked about gmial</textarea>')
    expect(keptAddress(html)).toEqual(['jo@gmial.com'])
    expect(html).toContain('noindex')
    expect(await storedMessages(message)).toEqual([])
  })

  it('sends as typed when it is sent again as it is', async () => {
    const message = 'Kept gmial'
    const fields = { ...valid, email: 'jo@gmial.com', message, 'email-as-typed': 'jo@gmial.com' }
    const response = await postForm('/contact', fields)
    expect(response.status).toBe(303)
    expect(await storedMessages(message)).toEqual(['jo@gmial.com'])
  })

  it('asks again about a different slip, and sends a corrected address at once', async () => {
    const changed = { ...valid, email: 'jo@hotmial.com', 'email-as-typed': 'jo@gmial.com' }
    const again = await postForm('/contact', { ...changed, message: 'Changed slip' })
    expect(again.status).toBe(200)
    expect(visibleText(await again.text())).toContain('Did you mean jo@hotmail.com?')
    const fixed = { ...valid, email: 'jo@gmail.com', 'email-as-typed': 'jo@gmial.com' }
    expect((await postForm('/contact', { ...fixed, message: 'Fixed slip' })).status).toBe(303)
    expect(await storedMessages('Fixed slip')).toEqual(['jo@gmail.com'])
  })

  it('offers the whole domain beside the refusal of one without a dot, with no "as it is"', async () => {
    const response = await postForm('/contact', { ...valid, email: ' jo.bloggs@gmail ' })
    expect(response.status).toBe(400)
    const text = visibleText(await response.text())
    expect(text).toContain('Email needs its whole domain after the @, such as example.com')
    expect(text).toContain('Did you mean jo.bloggs@gmail.com?')
    expect(text).not.toContain('send the form again as it is')
  })
})

describe('a likely slip on a waiting list without JavaScript', () => {
  it('asks before signing up, then signs up as typed when sent again as it is', async () => {
    const first = await postForm('/corporate', { email: 'wait@yaho.com' })
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(titleOf(html)).toMatch(/^Check your email address · Corporate/)
    expect(visibleText(html)).toContain('Did you mean wait@yahoo.com?')
    expect(attributeValues(html, 'input', 'value')).toContain('wait@yaho.com')
    expect(await storedSignups('wait@yaho%')).toEqual([])
    const kept = { email: 'wait@yaho.com', 'email-as-typed': 'wait@yaho.com' }
    expect((await postForm('/corporate', kept)).status).toBe(303)
    expect(await storedSignups('wait@yaho%')).toEqual(['wait@yaho.com'])
  })
})

describe('a likely slip through the JSON API', () => {
  it('is taken as typed: the island asks before sending, and a suggestion never refuses', async () => {
    expect((await send({ ...valid, email: 'api@gmial.com', message: 'API slip' })).status).toBe(201)
    expect(await storedMessages('API slip')).toEqual(['api@gmial.com'])
    expect((await join({ offering: 'technical', email: 'api@gmial.com' })).status).toBe(202)
  })
})
