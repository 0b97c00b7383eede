import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'
import { isCurrency } from '../../../../src/server/site-content/schema/tuition'

const publish = () => contentGroups.tuition.publish
const draft = () => contentGroups.tuition.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const tuition = {
  amount: 12500,
  currency: 'USD',
  paymentOptions: ['Card', 'Bank transfer', 'Employer invoice'],
  deposit: 'A $500 deposit holds your seat.\nIt is refunded in full until the deadline.',
  instalments: 'Three monthly instalments, without interest.',
  financing: 'We partner with a lender; ask us for the terms.',
}

describe('tuition', () => {
  it('publishes a whole tuition as typed, and an amount with its currency alone', () => {
    expect(v.parse(publish(), tuition)).toEqual(tuition)
    expect(v.parse(publish(), { amount: 0, currency: 'EUR' })).toEqual({
      amount: 0,
      currency: 'EUR',
    })
    expect(v.parse(publish(), { amount: 9999.99, currency: 'GBP' })).toEqual({
      amount: 9999.99,
      currency: 'GBP',
    })
  })

  it('keeps a half-finished draft: wording without an amount, a payment option left blank', () => {
    const half = { deposit: 'To be decided', paymentOptions: ['Card', ''] }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), {})).toEqual({})
  })

  it('refuses to publish without an amount or a currency, or with a blank payment option', () => {
    expect(errors(publish(), { currency: 'USD', amount: null })).toEqual({
      amount: 'Amount is required',
    })
    expect(errors(publish(), { amount: 100, currency: ' ' })).toEqual({
      currency: 'Currency is required',
    })
    expect(errors(publish(), { ...tuition, paymentOptions: ['Card', ' '] })).toEqual({
      'paymentOptions.1': 'Payment option must not be empty',
    })
  })

  it('takes an amount of 0 or more, with at most 2 decimals, up to 10000000', () => {
    expect(errors(draft(), { amount: -1 })).toEqual({ amount: 'Amount must be 0 or more' })
    expect(errors(draft(), { amount: 12.345 })).toEqual({
      amount: 'Amount must have at most 2 decimal places',
    })
    expect(errors(draft(), { amount: 1.005 })).toEqual({
      amount: 'Amount must have at most 2 decimal places',
    })
    expect(errors(draft(), { amount: 0.29 })).toEqual({})
    expect(errors(draft(), { amount: 10_000_000.01 })).toEqual({
      amount: 'Amount must be at most 10000000',
    })
    expect(errors(draft(), { amount: 10_000_000 })).toEqual({})
    expect(errors(draft(), { amount: Number.POSITIVE_INFINITY })).toEqual({
      amount: 'Amount must be at most 10000000',
    })
    expect(errors(draft(), { amount: '12500' })).toEqual({ amount: 'Amount must be a number' })
    expect(errors(draft(), { amount: Number.NaN })).toEqual({ amount: 'Amount must be a number' })
  })

  it('takes real ISO 4217 codes in capitals only', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'INR'])
      expect(isCurrency(code)).toBe(true)
    for (const code of ['usd', 'US', 'USDD', 'XYZ', 'ABC', '$', 'EURO', ' USD'])
      expect(isCurrency(code)).toBe(false)
    expect(errors(draft(), { currency: 'usd' })).toEqual({
      currency: 'Currency must be an ISO 4217 code in capitals, such as USD or EUR',
    })
    expect(v.parse(draft(), { currency: ' USD ' })).toEqual({ currency: 'USD' })
    expect(errors(draft(), { currency: 'DOLLARS' })).toEqual({
      currency: 'Currency must be at most 3 characters',
    })
  })

  it('caps payment options at 10 of 120 characters, and wording at 500', () => {
    expect(errors(draft(), { paymentOptions: Array(11).fill('Card') })).toEqual({
      paymentOptions: 'Payment options must have at most 10 entries',
    })
    expect(errors(draft(), { paymentOptions: Array(10).fill('Card') })).toEqual({})
    expect(errors(draft(), { paymentOptions: ['x'.repeat(121)] })).toEqual({
      'paymentOptions.0': 'Payment option must be at most 120 characters',
    })
    expect(errors(draft(), { paymentOptions: ['x'.repeat(120)] })).toEqual({})
    for (const field of ['deposit', 'instalments', 'financing'] as const) {
      const label = field.charAt(0).toUpperCase() + field.slice(1)
      expect(errors(draft(), { [field]: 'x'.repeat(501) })).toEqual({
        [field]: `${label} must be at most 500 characters`,
      })
      expect(errors(draft(), { [field]: 'x'.repeat(500) })).toEqual({})
    }
  })

  it('keeps line breaks in the wording, not in a payment option, and no bidi overrides', () => {
    expect(errors(draft(), { paymentOptions: ['Card\nor cash'] })).toEqual({
      'paymentOptions.0': 'Payment option must be a single line',
    })
    expect(errors(draft(), { financing: 'Ask us \u2066first\u2069' })).toEqual({
      financing: 'Financing must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { deposit: 'Due\u0007 now' })).toEqual({
      deposit: 'Deposit must not contain control characters',
    })
    expect(errors(draft(), '12500 USD')).toEqual({ '': 'Tuition must be a set of fields' })
    expect(errors(draft(), { paymentOptions: 'Card' })).toEqual({
      paymentOptions: 'Payment options must be a list',
    })
  })
})
