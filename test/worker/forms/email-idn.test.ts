import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../../src/shared/contact-fields'
import { asciiEmailDomain } from '../../../src/shared/email-domain'
import { send, valid } from '../contact/send'
import { internationalAddresses } from '../email-addresses'
import { get } from '../html'
import { join } from '../waitlist/requests'

// An address with a non-ASCII domain (`ada@exämple.com`) is valid in Firefox's email field, so the
// worker accepts it, converts the domain to its ASCII form and says what is stored
// (docs/architecture.md, "Internationalised email domains").

const postForm = (path: string, fields: Record<string, string>) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const storedMessage = (email: string) =>
  env.DB.prepare('SELECT email FROM contact_messages WHERE message = ?').bind(email).first('email')

const storedSignup = (offering: string, local: string) =>
  env.DB.prepare('SELECT email FROM waitlist_signups WHERE offering = ? AND email LIKE ?')
    .bind(offering, `${local}@%`)
    .first('email')

const cases = Object.entries(internationalAddresses)

describe('an internationalised domain, as Firefox sends it', () => {
  it.each(cases)('is refused by the HTML rule as typed, valid in ASCII: %s', (typed, ascii) => {
    expect(isValidEmail(typed)).toBe(false)
    expect(asciiEmailDomain(typed)).toBe(ascii)
    expect(isValidEmail(ascii)).toBe(true)
  })

  it.each(cases)('is sent as JSON and stored in ASCII: %s', async (typed, ascii) => {
    const response = await send({ ...valid, email: typed, message: `json ${typed}` })
    expect(response.status).toBe(201)
    expect(await storedMessage(`json ${typed}`)).toBe(ascii)
  })

  it.each(cases)('is posted without JavaScript and stored in ASCII: %s', async (typed, ascii) => {
    const response = await postForm('/contact', {
      ...valid,
      email: typed,
      message: `form ${typed}`,
    })
    expect(response.status).toBe(303)
    expect(await storedMessage(`form ${typed}`)).toBe(ascii)
  })

  it('joins a waiting list in ASCII, as JSON and without JavaScript', async () => {
    expect((await join({ offering: 'corporate', email: 'ada@exämple.com' })).status).toBe(202)
    expect(await storedSignup('corporate', 'ada')).toBe('ada@xn--exmple-cua.com')
    expect((await postForm('/technical', { email: 'leser@bücher.example' })).status).toBe(303)
    expect(await storedSignup('technical', 'leser')).toBe('leser@xn--bcher-kva.example')
  })

  it('keeps the HTML rule for the rest: a non-ASCII local part, a cut host, a bad label', async () => {
    for (const email of [
      'zoë@exämple.com',
      'ada@exä/mple.com',
      'ada@exä mple.com',
      'ada@exä..com',
    ]) {
      const response = await send({ ...valid, email })
      expect(response.status, email).toBe(400)
      expect(Object.keys((await response.json<{ fields: object }>()).fields)).toEqual(['email'])
    }
  })

  it('leaves an ASCII address exactly as typed (case included)', () => {
    expect(asciiEmailDomain('Ada@Example.COM')).toBe('Ada@Example.COM')
  })
})
