import { contentGroup } from './declare/content-group.ts'
import { fieldList, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** How to apply: the steps in order, one to ten of them (`SchoolFacts.howToApply`). */
export const applying = contentGroup({
  title: 'How to apply',
  noun: 'How to apply',
  fields: () => ({
    steps: requiredToPublish(
      fieldList({ label: 'Steps', min: 1, max: 10 }, field.line('Step', 300)),
    ),
  }),
})
