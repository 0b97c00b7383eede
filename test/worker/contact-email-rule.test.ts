import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../src/shared/contact-fields'
import { send, valid } from './contact-send'
import { invalidAddresses, validAddresses } from './email-addresses'

describe('the email rule: exactly what <input type="email"> accepts', () => {
  it.each(validAddresses)('accepts %s', async (email) => {
    expect(isValidEmail(email)).toBe(true)
    const response = await send({ ...valid, email })
    expect(response.status).toBe(201)
  })

  it.each(invalidAddresses)('refuses %s, naming the email field', async (email) => {
    expect(isValidEmail(email)).toBe(false)
    const response = await send({ ...valid, email })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(Object.keys(fields)).toEqual(['email'])
  })
})
