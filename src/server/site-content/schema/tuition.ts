import * as v from 'valibot'
import { fields, group, item, line, list, type Mode, needed, paragraphs } from './text-rules.ts'

/** The caps of the tuition's fields, for the form's `maxlength` as well. */
export const tuitionLimits = {
  amount: 10_000_000,
  paymentOptions: 10,
  paymentOption: 120,
  wording: 500,
} as const

/**
 * Whether a code is a real ISO 4217 currency, written as the standard writes it (`USD`): one of
 * those the runtime formats (workerd and Node list the same ones).
 */
export const isCurrency = (code: string) => Intl.supportedValuesOf('currency').includes(code)

/** A price in its currency's units: cents at most, never below zero. */
const amount = () =>
  v.pipe(
    v.number('Amount must be a number'),
    v.minValue(0, 'Amount must be 0 or more'),
    v.maxValue(tuitionLimits.amount, `Amount must be at most ${tuitionLimits.amount}`),
    v.check(
      (value) => Math.round(value * 100) / 100 === value,
      'Amount must have at most 2 decimal places',
    ),
  )

/** The whole program's tuition, and how it can be paid, as the school words it. */
export const tuitionSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        amount: needed(mode, amount()),
        currency: needed(
          mode,
          v.pipe(
            line('Currency', 3),
            v.check(
              isCurrency,
              'Currency must be an ISO 4217 code in capitals, such as USD or EUR',
            ),
          ),
        ),
        paymentOptions: v.optional(
          list(
            mode,
            item(mode, line('Payment option', tuitionLimits.paymentOption), 'Payment option'),
            'Payment options',
            { min: 0, max: tuitionLimits.paymentOptions },
          ),
        ),
        /** What a deposit is and when it is due. */
        deposit: v.optional(paragraphs('Deposit', tuitionLimits.wording)),
        /** How an instalment plan works. */
        instalments: v.optional(paragraphs('Instalments', tuitionLimits.wording)),
        /** Financing, as the school may word it. */
        financing: v.optional(paragraphs('Financing', tuitionLimits.wording)),
      },
      { amount: 'Amount', currency: 'Currency' },
      'Tuition',
    ),
  )

/** The tuition as published: what the pages show, and `Offer` structured data. */
export type TuitionContent = v.InferOutput<ReturnType<typeof tuitionSchema<'publish'>>>
