import { contentGroup } from './declare/content-group.ts'
import { requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'
import { wholeNumber } from './declare/whole-number.ts'

/**
 * How long the accelerator runs, in weeks (`SchoolFacts.weeks`): the badge on /accelerator says
 * it ("28-Week Part-Time Program"), and so do the home card, /stack and the pages' descriptions.
 */
export const programLength = contentGroup({
  title: 'Program length',
  noun: 'The program length',
  fields: () => ({
    weeks: requiredToPublish(
      field.number('Weeks', 104, wholeNumber(1), {
        hint: 'The accelerator page’s badge says it: “28-Week Part-Time Program”.',
      }),
    ),
  }),
})
