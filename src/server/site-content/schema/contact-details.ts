import * as v from 'valibot'
import { isValidEmail } from '../../../shared/contact-fields.ts'
import { contentGroup } from './declare/content-group.ts'
import { fieldList, fieldSet, optional, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** The school's phone, postal address and email, and how soon it usually answers (the footer's and /contact's). */
export const contactDetails = contentGroup({
  title: 'Contact details',
  noun: 'The contact details',
  fields: () => ({
    phone: requiredToPublish(
      fieldSet('Phone', {
        display: requiredToPublish(
          field.line('Phone', 30, { hint: 'As visitors read it, such as (555) 010-0123.' }),
        ),
        tel: requiredToPublish(
          field.line('Phone to dial', 16, {
            hint: 'A + and the country code, then digits only, such as +15550100123.',
            // As a `tel:` link dials it: a + and the country code, then digits (E.164: at most 15,
            // which the cap of 16 characters keeps).
            checks: [
              v.regex(
                /^\+[1-9]\d{3,}$/,
                'Phone to dial must be a + and digits only, such as +15550100123',
              ),
            ],
          }),
        ),
        note: optional(field.line('Phone note', 60, { hint: 'Such as “Call or text”.' })),
      }),
    ),
    /** The postal address, line by line. */
    postalAddress: optional(
      fieldList({ label: 'Postal address', max: 6 }, field.line('Address line', 100)),
    ),
    email: requiredToPublish(
      field.line('Email', 254, {
        checks: [v.check(isValidEmail, 'Email must be a valid address, such as hello@example.com')],
      }),
    ),
    /** Said as "usually answers within 2 working days": the words after "usually". */
    responseTime: requiredToPublish(
      field.line('Response time', 60, {
        hint: 'The words after “usually answers within”, such as “2 working days”.',
      }),
    ),
  }),
})
