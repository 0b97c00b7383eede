import * as v from 'valibot'
import { contentGroup } from './declare/content-group.ts'
import { fieldList, optional, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/**
 * Whether a code is a real ISO 4217 currency, written as the standard writes it (`USD`): one of
 * those the runtime formats (workerd and Node list the same ones).
 */
export const isCurrency = (code: string) => Intl.supportedValuesOf('currency').includes(code)

/** A price in its currency's units: cents at most, never below zero. */
const price = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.minValue(0, `${label} must be 0 or more`),
    v.maxValue(max, `${label} must be at most ${max}`),
    v.check(
      (value) => Math.round(value * 100) / 100 === value,
      `${label} must have at most 2 decimal places`,
    ),
  )

/**
 * The whole program's tuition, and how it can be paid, as the school words it (the pages' `Offer`
 * structured data too).
 */
export const tuition = contentGroup({
  title: 'Tuition and payment',
  noun: 'Tuition',
  fields: () => ({
    amount: requiredToPublish(
      field.number('Amount', 10_000_000, price, {
        hint: 'The whole program’s price, such as 12500 or 12500.50.',
      }),
    ),
    currency: requiredToPublish(
      field.line('Currency', 3, {
        hint: 'Its ISO 4217 code in capitals, such as USD or EUR.',
        checks: [
          v.check(isCurrency, 'Currency must be an ISO 4217 code in capitals, such as USD or EUR'),
        ],
      }),
    ),
    paymentOptions: optional(
      fieldList({ label: 'Payment options', max: 10 }, field.line('Payment option', 120)),
    ),
    /** What a deposit is and when it is due. */
    deposit: optional(field.paragraphs('Deposit', 500)),
    /** How an instalment plan works. */
    instalments: optional(field.paragraphs('Instalments', 500)),
    /** Financing, as the school may word it. */
    financing: optional(field.paragraphs('Financing', 500)),
  }),
})
