import * as v from 'valibot'

/** A count typed into a number field: a whole number from `min` to the field's maximum. */
export const wholeNumber = (min: number) => (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  )
