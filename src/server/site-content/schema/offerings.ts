import * as v from 'valibot'
import type { FivePoints } from '../../../shared/content/types.ts'
import { isoDate } from './calendar.ts'
import { fields, group, item, line, list, type Mode, needed } from './text-rules.ts'

/** The caps of an offering's fields, for the form's `maxlength` as well. */
export const offeringLimits = { item: 100, items: 5 } as const

/** Each offering by the name its form gives it, which its refusals name it by too. */
export const offeringNames = {
  corporate: 'Corporate training',
  technical: 'Technical consulting',
} as const

/** Its five planned items, as its card and its page list them: all five to publish. */
const plannedItems = <M extends Mode>(mode: M) =>
  v.pipe(
    list(
      mode,
      item(mode, line('Planned item', offeringLimits.item), 'Planned item'),
      'Planned items',
      { min: offeringLimits.items, max: offeringLimits.items },
    ),
    v.transform((items) => items as unknown as M extends 'publish' ? FivePoints : string[]),
  )

const offering = <M extends Mode>(mode: M) =>
  fields(
    {
      /** Whether the offering is still to come (its badge, its waiting list). */
      comingSoon: needed(mode, v.boolean('Still coming soon must be yes or no')),
      items: needed(mode, plannedItems(mode)),
      /** The first date once it opens. */
      firstDate: v.optional(isoDate('First date')),
    },
    { comingSoon: 'Still coming soon', items: 'Planned items' },
    'Offering',
  )

/** The Coming Soon offerings: whether each still is, and what it plans. */
export const offeringsSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      { corporate: needed(mode, offering(mode)), technical: needed(mode, offering(mode)) },
      offeringNames,
      'The offerings',
    ),
  )

/** The offerings as published. */
export type OfferingsContent = v.InferOutput<ReturnType<typeof offeringsSchema<'publish'>>>
