import { contentGroup } from './declare/content-group.ts'
import { fieldList, fieldSet, optional, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'
import { personPhoto } from './declare/photo-field.ts'

/**
 * What graduates say of the program, in the order the page shows them. Each is published only
 * with the day their consent to publish it was recorded (docs/decisions.md, "Graduates' words
 * need their consent date"); the page never shows that day. The name is what an erasure finds
 * them by (inbox/editor/erasure/person-erasure.ts), as an instructor's is.
 */
export const graduates = contentGroup({
  title: 'Graduates’ words',
  noun: 'The graduates’ words',
  fields: () => ({
    graduates: requiredToPublish(
      fieldList(
        { label: 'Graduates', max: 8 },
        fieldSet('Graduate', {
          name: requiredToPublish(
            field.line('Name or initials', 100, {
              hint: 'As they agreed to be named: “Sam Ortiz”, “Sam O.” or “S. O.”.',
            }),
          ),
          cohort: requiredToPublish(
            field.line('Cohort', 60, {
              hint: 'The cohort they finished with, such as “March 2026” (the page adds “cohort”).',
            }),
          ),
          role: requiredToPublish(
            field.line('Role today', 100, { hint: 'Such as “Frontend developer at a bank”.' }),
          ),
          words: requiredToPublish(
            field.paragraphs('Quote', 600, {
              hint: 'What they said, as they agreed to publish it: a few sentences.',
            }),
          ),
          photo: optional(personPhoto()),
          consentDate: requiredToPublish(
            field.date('Consent date', {
              hint: 'The day they agreed, in writing, to their name, words and photo being published. Without it they cannot be published; the page never shows it.',
            }),
          ),
        }),
      ),
    ),
  }),
})
