import type * as v from 'valibot'
import { fields, group, item, line, list, type Mode, needed } from './text-rules.ts'

/** The caps of the steps, for the form's `maxlength` as well. */
/** The caps of the steps (and the fewest publishing takes), for the form as well. */
export const applyingLimits = { steps: 10, stepsToPublish: 1, step: 300 } as const

/** How to apply: the steps in order, one to ten of them. */
export const applyingSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        steps: needed(
          mode,
          list(mode, item(mode, line('Step', applyingLimits.step), 'Step'), 'Steps', {
            min: applyingLimits.stepsToPublish,
            max: applyingLimits.steps,
          }),
        ),
      },
      { steps: 'Steps' },
      'How to apply',
    ),
  )

/** How to apply, as published (`SchoolFacts.howToApply` is its steps). */
export type ApplyingContent = v.InferOutput<ReturnType<typeof applyingSchema<'publish'>>>
