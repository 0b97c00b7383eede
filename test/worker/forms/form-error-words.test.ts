// The words a visitor reads for each mistake: the contact and waiting-list contracts name
// the field and what to do, the message keeps its line breaks and tabs, and a single-line field
// says it is one. The form shows these words next to the field, so each is pinned as written.
import { describe, expect, it } from 'vitest'
import { send, valid } from '../contact/send'
import { join } from '../waitlist/requests'

const fieldsOf = async (response: Response) => {
  expect(response.status).toBe(400)
  return (await response.json<{ fields: Record<string, string> }>()).fields
}

describe('the contact form’s words for each mistake', () => {
  it.each([
    [{ name: 1 }, 'name', 'Name must be text'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ name: 'Ada\nBcc: x@example.com' }, 'name', 'Name must be a single line'],
    [{ name: 'Ada\tLovelace' }, 'name', 'Name must not contain control characters'],
    [{ email: 'ada@example.com\nBcc: x@example.com' }, 'email', 'Email must be a single line'],
    [{ message: 'Hello\u0007' }, 'message', 'Message must not contain control characters'],
    [
      { about: 'nonsense' },
      'about',
      'About must be one of: general, accelerator, corporate, technical',
    ],
  ])('answers %o with its field’s words', async (change, field, words) => {
    const fields = await fieldsOf(await send({ ...valid, ...change }))
    expect(fields[field]).toBe(words)
  })

  it('measures an international address in the form it is stored', async () => {
    // 240 characters as typed; each label's ASCII form (xn--bcher-kva) is twice as long.
    const email = `${'x'.repeat(100)}@${Array(20).fill('bücher').join('.')}`
    expect(email.length).toBeLessThanOrEqual(254)
    const fields = await fieldsOf(await send({ ...valid, email }))
    expect(fields.email).toBe('Email must be at most 254 characters')
  })

  it('keeps a message’s line breaks and tabs', async () => {
    const message = 'Line one\n\tindented line two'
    const response = await send({ ...valid, email: 'tabs-kept@example.com', message })
    expect(response.status).toBe(201)
  })
})

describe('the waiting list’s words for each mistake', () => {
  it.each([
    [{ offering: 'corporate' }, 'Email is required'],
    [{ offering: 'corporate', email: 42 }, 'Email must be text'],
    [{ offering: 'corporate', email: 'nope' }, 'Email must be a valid address'],
    [{ offering: 'corporate', email: 'a@example.com\nb' }, 'Email must be a single line'],
  ])('answers %o with the address’s words', async (body, words) => {
    expect(await fieldsOf(await join(body))).toEqual({ email: words })
  })

  it('names the address as missing when the body is no object at all', async () => {
    expect(await fieldsOf(await join(null))).toEqual({ email: 'Email is required' })
  })
})
