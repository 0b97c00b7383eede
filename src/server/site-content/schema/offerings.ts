import * as v from 'valibot'
import type { FivePoints } from '../../../shared/content/types.ts'
import { contentGroup } from './content-group.ts'
import { fieldList, fieldSet, optional, requiredToPublish } from './field-sets.ts'
import { field } from './fields.ts'

/** Its five planned items, as its card and its page list them: all five to publish. */
function plannedItems() {
  const items = fieldList(
    { label: 'Planned items', min: 5, max: 5 },
    field.line('Planned item', 100),
  )
  const asFive = v.transform((five: string[]) => five as unknown as FivePoints)
  return { ...items, publish: v.pipe(items.publish, asFive) }
}

/** An offering, labelled by its name (which its refusals name it by too). */
const offering = (name: string) =>
  fieldSet(
    name,
    {
      /** Whether the offering is still to come (its badge, its waiting list). */
      comingSoon: requiredToPublish(field.yesNo('Still coming soon')),
      items: requiredToPublish(plannedItems()),
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
