import { contentGroup } from './declare/content-group.ts'
import { fieldSet, optional, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'
import { fiveLines } from './declare/five-lines.ts'

/** An offering, labelled by its name (which its refusals name it by too). */
const offering = (name: string) =>
  fieldSet(
    name,
    {
      /** Whether the offering is still to come (its badge, its waiting list). */
      comingSoon: requiredToPublish(field.yesNo('Still coming soon')),
      /** Its five planned items, as its card and its page list them. */
      items: requiredToPublish(fiveLines('Planned items', 'Planned item')),
      /** The first date once it opens. */
      firstDate: optional(
        field.date('First date', { hint: 'Once it opens: the first day it runs.' }),
      ),
    },
    { noun: 'Offering' },
  )

/** The Coming Soon offerings: whether each still is, and what it plans. */
export const offerings = contentGroup({
  title: 'Corporate and technical offerings',
  noun: 'The offerings',
  fields: () => ({
    corporate: requiredToPublish(offering('Corporate training')),
    technical: requiredToPublish(offering('Technical consulting')),
  }),
})
