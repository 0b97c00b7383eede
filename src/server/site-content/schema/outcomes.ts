import * as v from 'valibot'
import { contentGroup } from './declare/content-group.ts'
import { fieldList, fieldSet, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** How many graduates a figure counts: a whole number, at least one. */
const graduateCount = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(max, `${label} must be at most ${max}`),
  )

/**
 * The program's outcomes as figures, in the order the page shows them. A figure is published only
 * with what it measures, its period, how many graduates it counts and how it was measured: a
 * number without them tells a visitor nothing they can check.
 */
export const outcomes = contentGroup({
  title: 'Outcomes',
  noun: 'The outcomes',
  fields: () => ({
    outcomes: requiredToPublish(
      fieldList(
        { label: 'Figures', max: 4 },
        fieldSet('Figure', {
          figure: requiredToPublish(
            field.line('Figure', 16, {
              hint: 'As the page shows it, such as “87 %” or “11 weeks”.',
            }),
          ),
          measures: requiredToPublish(
            field.line('What it measures', 160, {
              hint: 'Read after the figure, such as “of graduates in a developer role within six months”.',
            }),
          ),
          period: requiredToPublish(
            field.line('Period', 80, { hint: 'Such as “Cohorts that finished in 2025”.' }),
          ),
          graduates: requiredToPublish(
            field.number('Graduates counted', 100_000, graduateCount, {
              hint: 'Everyone the figure is out of, those who did not answer included.',
            }),
          ),
          method: requiredToPublish(
            field.paragraphs('How it was measured', 600, {
              hint: 'Who was asked, how and when, and how those who did not answer were counted.',
            }),
          ),
        }),
      ),
    ),
  }),
})
