import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.contactDetails.publish
const draft = () => contentGroups.contactDetails.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const details = {
  phone: { display: '+44 20 7946 0958', tel: '+442079460958', note: 'Call or text' },
  postalAddress: ['Lumen Code Academy', '12 Example Street', 'London EC1A 1BB'],
  email: 'hello@lumen-code.example',
  responseTime: 'within 2 working days',
}

describe('the contact details', () => {
  it('publishes whole contact details as typed, and without the optional ones', () => {
    expect(v.parse(publish(), details)).toEqual(details)
    const { postalAddress: _, ...least } = details
    const bare = { ...least, phone: { display: '(555) 010-0123', tel: '+15550100123' } }
    expect(v.parse(publish(), bare)).toEqual(bare)
  })

  it('keeps a half-finished draft: an email alone, a phone not yet dialable', () => {
    const half = { email: 'hello@lumen-code.example', phone: { display: '(555) 010-0123' } }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), { postalAddress: ['12 Example Street', ''] })).toEqual({
      postalAddress: ['12 Example Street', ''],
    })
    expect(v.parse(draft(), {})).toEqual({})
  })

  it('refuses to publish without a phone, its dialable form, an email or a response time', () => {
    expect(errors(publish(), {})).toEqual({
      phone: 'Phone is required',
      email: 'Email is required',
      responseTime: 'Response time is required',
    })
    expect(errors(publish(), { ...details, phone: { display: ' ', tel: '' } })).toEqual({
      'phone.display': 'Phone is required',
      'phone.tel': 'Phone to dial is required',
    })
    expect(errors(publish(), { ...details, postalAddress: ['12 Example Street', ' '] })).toEqual({
      'postalAddress.1': 'Address line must not be empty',
    })
  })

  it('takes a phone to dial as a + and its digits only', () => {
    const tel = (value: string) => ({ ...details, phone: { ...details.phone, tel: value } })
    for (const value of [
      '442079460958',
      '+44 20 7946 0958',
      '+44-20',
      '+0442079460958',
      '+44',
      '+123',
      '+15550100123x',
      'tel:+4420794',
    ])
      expect(errors(draft(), tel(value))).toEqual({
        'phone.tel': 'Phone to dial must be a + and digits only, such as +15550100123',
      })
    expect(errors(draft(), tel('+1234'))).toEqual({})
    expect(errors(draft(), tel('+123456789012345'))).toEqual({})
    expect(errors(draft(), tel('+1234567890123456'))).toEqual({
      'phone.tel': 'Phone to dial must be at most 16 characters',
    })
  })

  it('takes an email by the house rule, the one the forms use', () => {
    for (const email of ['hello', 'hello@', 'hello @example.com', 'hello@exa mple.com', '<a>@b.c'])
      expect(errors(draft(), { email })).toEqual({
        email: 'Email must be a valid address, such as hello@example.com',
      })
    expect(v.parse(draft(), { email: ' hello@example.com ' })).toEqual({
      email: 'hello@example.com',
    })
    expect(errors(draft(), { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })).toEqual({
      email: 'Email must be at most 254 characters',
    })
  })

  it('caps the phone, its note, the address and the response time', () => {
    expect(
      errors(draft(), {
        phone: { display: '5'.repeat(31), note: 'n'.repeat(61) },
        responseTime: 'r'.repeat(61),
      }),
    ).toEqual({
      'phone.display': 'Phone must be at most 30 characters',
      'phone.note': 'Phone note must be at most 60 characters',
      responseTime: 'Response time must be at most 60 characters',
    })
    expect(
      errors(draft(), {
        phone: { display: '5'.repeat(30), note: 'n'.repeat(60) },
        responseTime: 'r'.repeat(60),
        postalAddress: Array(6).fill('a'.repeat(100)),
      }),
    ).toEqual({})
    expect(errors(draft(), { postalAddress: Array(7).fill('Street') })).toEqual({
      postalAddress: 'Postal address must have at most 6 entries',
    })
    expect(errors(draft(), { postalAddress: ['a'.repeat(101)] })).toEqual({
      'postalAddress.0': 'Address line must be at most 100 characters',
    })
  })

  it('refuses control and direction characters and line breaks, in a draft too', () => {
    expect(errors(draft(), { responseTime: 'within 2\u202E days' })).toEqual({
      responseTime: 'Response time must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { postalAddress: ['12 Example Street\nLondon'] })).toEqual({
      'postalAddress.0': 'Address line must be a single line',
    })
    expect(errors(draft(), { phone: { display: '555\u0000' } })).toEqual({
      'phone.display': 'Phone must not contain control characters',
    })
    expect(errors(draft(), { phone: '555' })).toEqual({ phone: 'Phone must be a set of fields' })
    expect(errors(draft(), '555')).toEqual({ '': 'The contact details must be a set of fields' })
  })
})
