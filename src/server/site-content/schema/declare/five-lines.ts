import * as v from 'valibot'
import type { FivePoints } from '../../../../shared/content/types.ts'
import { fieldList } from './field-sets.ts'
import { field } from './fields.ts'

/**
 * Five one-line texts, as a home card lists them (the offerings' planned items, the accelerator's
 * bullets): all five to publish, and published as the pages' `FivePoints`.
 */
export function fiveLines(label: string, lineLabel: string) {
  const lines = fieldList({ label, min: 5, max: 5 }, field.line(lineLabel, 100))
  const asFive = v.transform((five: string[]) => five as unknown as FivePoints)
  return { ...lines, publish: v.pipe(lines.publish, asFive) }
}
