import type * as v from 'valibot'

/**
 * What is wrong with a group's fields, each keyed by its dotted path in the group
 * (`cohorts.0.applicationDeadline`, `faq.3.answer`) so the form can show it beside the field.
 */
export type FieldErrors = Record<string, string>

/**
 * The first problem of each field, from `v.safeParse`'s issues. An issue about the group as a
 * whole (a value that is no set of fields at all) is keyed by the empty path, "".
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = (issue.path ?? []).map((item) => String(item.key)).join('.')
    errors[key] ??= issue.message
  }
  return errors
}
