// Control characters in a visitor's form (src/shared/control-characters.ts): refused in a name,
// an address or a waiting-list address, nothing stored; line breaks and tabs kept in a message.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, valid } from '../../contact/send'
import { join } from '../../waitlist/requests'

const storedFrom = (email: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?')
    .bind(email)
    .first('n')

describe('control characters in a form', () => {
  it.each([
    ['a NUL in the name', { name: 'Ada\u0000Lovelace' }, 'name'],
    ['a tab in the name', { name: 'Ada\tLovelace' }, 'name'],
    ['an escape in the message', { message: 'Hello \u001b[31mred' }, 'message'],
    ['a NUL in the message', { message: 'hello\u0000world' }, 'message'],
    ['a C1 control in the message', { message: 'hello\u0085world' }, 'message'],
    ['a NUL in the address', { email: 'ada\u0000@example.com' }, 'email'],
  ])('refuses %s with 400, naming the field, storing nothing', async (_, change, field) => {
    const email = `controls-${crypto.randomUUID()}@example.com`
    const response = await send({ ...valid, email, ...change })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields[field]).toMatch(/must not contain control characters/)
    expect(await storedFrom(email)).toBe(0)
  })

  it('keeps line breaks and tabs in the message', async () => {
    const email = `tabs-${crypto.randomUUID()}@example.com`
    const response = await send({ ...valid, email, message: 'Line one\n\tindented\r\nthree' })
    expect(response.status).toBe(201)
    const row = await env.DB.prepare('SELECT message FROM contact_messages WHERE email = ?')
      .bind(email)
      .first('message')
    expect(row).toBe('Line one\n\tindented\nthree')
  })

  it('refuses a control character in a waiting-list address', async () => {
    const response = await join({ offering: 'corporate', email: 'ada\u0007@example.com' })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields.email).toMatch(/must not contain control characters/)
  })
})
