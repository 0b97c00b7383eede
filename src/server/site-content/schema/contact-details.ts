import * as v from 'valibot'
import { isValidEmail } from '../../../shared/contact-fields.ts'
import { fields, group, item, line, list, type Mode, needed } from './text-rules.ts'

/** The caps of the contact details, for the form's `maxlength` as well. */
export const contactDetailsLimits = {
  phone: 30,
  tel: 16,
  phoneNote: 60,
  addressLines: 6,
  addressLine: 100,
  email: 254,
  responseTime: 60,
} as const

const phone = <M extends Mode>(mode: M) =>
  fields(
    {
      /** As the school writes it, "(555) 010-0123". */
      display: needed(mode, line('Phone', contactDetailsLimits.phone)),
      tel: needed(
        mode,
        v.pipe(
          line('Phone to dial', contactDetailsLimits.tel),
          // As a `tel:` link dials it: a + and the country code, then digits (E.164: at most 15,
          // which the cap of 16 characters keeps).
          v.regex(
            /^\+[1-9]\d{3,}$/,
            'Phone to dial must be a + and digits only, such as +15550100123',
          ),
        ),
      ),
      /** "Call or text". */
      note: v.optional(line('Phone note', contactDetailsLimits.phoneNote)),
    },
    { display: 'Phone', tel: 'Phone to dial' },
    'Phone',
  )

/** The school's phone, postal address and email, and how soon it usually answers. */
export const contactDetailsSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        phone: needed(mode, phone(mode)),
        /** The postal address, line by line. */
        postalAddress: v.optional(
          list(
            mode,
            item(mode, line('Address line', contactDetailsLimits.addressLine), 'Address line'),
            'Postal address',
            { min: 0, max: contactDetailsLimits.addressLines },
          ),
        ),
        email: needed(
          mode,
          v.pipe(
            line('Email', contactDetailsLimits.email),
            v.check(isValidEmail, 'Email must be a valid address, such as hello@example.com'),
          ),
        ),
        /** Said as "usually answers within 2 working days": the words after "usually". */
        responseTime: needed(mode, line('Response time', contactDetailsLimits.responseTime)),
      },
      { phone: 'Phone', email: 'Email', responseTime: 'Response time' },
      'The contact details',
    ),
  )

/** The contact details as published: the footer's and /contact's. */
export type ContactDetailsContent = v.InferOutput<
  ReturnType<typeof contactDetailsSchema<'publish'>>
>
