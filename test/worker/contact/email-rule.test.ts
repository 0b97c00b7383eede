import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../../src/shared/contact-fields'
import { deliverableAddresses, invalidAddresses, partialDomainAddresses } from '../email-addresses'
import { send, valid } from './send'

const fieldsOf = async (response: Response) =>
  (await response.json<{ fields: Record<string, string> }>()).fields

describe('the email rule: what <input type="email"> accepts, with a whole domain', () => {
  it.each(deliverableAddresses)('accepts %s', async (email) => {
    expect(isValidEmail(email)).toBe(true)
    const response = await send({ ...valid, email })
    expect(response.status).toBe(201)
  })

  it.each(invalidAddresses)('refuses %s, naming the email field', async (email) => {
    expect(isValidEmail(email)).toBe(false)
    const response = await send({ ...valid, email })
    expect(response.status).toBe(400)
    expect(Object.keys(await fieldsOf(response))).toEqual(['email'])
  })

  it.each(partialDomainAddresses)(
    'refuses %s, which the browser lets through, asking for the whole domain',
    async (email) => {
      expect(isValidEmail(email)).toBe(true)
      const response = await send({ ...valid, email })
      expect(response.status).toBe(400)
      expect(await fieldsOf(response)).toEqual({
        email: 'Email needs its whole domain after the @, such as example.com',
      })
    },
  )
})
