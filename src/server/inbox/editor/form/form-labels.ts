// A group's fields in the words of its form's labels (the group's declaration gives them:
// site-content/schema/declare/content-group.ts): what differs between two versions of a group, the label
// of an error's path, and the most a form can carry.
import {
  type FormField,
  type FormPart,
  isList,
  isSet,
} from '../../../site-content/schema/declare/form-parts.ts'
import { fieldText, valueAt } from './form-values'
import { everyPlace, placedFields } from './placed-fields'

/** One field of a group, with its label as a person reads it ("Cohort 2 › Start date"). */
export type FieldEntry = { path: string; label: string; text: string }

/** Every field of a group's content, in the form's order. */
export const fieldEntries = (parts: readonly FormPart[], content: unknown): FieldEntry[] =>
  placedFields(parts, (_, path) => {
    const listed = valueAt(content, path)
    return Array.isArray(listed) ? listed.length : 0
  }).map(({ path, label }) => ({ path, label, text: fieldText(valueAt(content, path)) }))

/** A field that differs between two versions of a group. */
export type FieldChange = { path: string; label: string; before: string; after: string }

/** What differs between two versions of a group, field by field, in the form's order. */
export function fieldChanges(
  parts: readonly FormPart[],
  before: unknown,
  after: unknown,
): FieldChange[] {
  const old = new Map(fieldEntries(parts, before).map((entry) => [entry.path, entry]))
  const changes: FieldChange[] = []
  for (const entry of fieldEntries(parts, after)) {
    const was = old.get(entry.path)
    old.delete(entry.path)
    if ((was?.text ?? '') !== entry.text)
      changes.push({
        path: entry.path,
        label: entry.label,
        before: was?.text ?? '',
        after: entry.text,
      })
  }
  for (const was of old.values())
    if (was.text !== '')
      changes.push({ path: was.path, label: was.label, before: was.text, after: '' })
  return changes
}

/**
 * The words for a dotted path of a group ("Cohort 2 › Schedule › Time zone"), for an error that
 * names a field, a set of fields or a list; '' for the group as a whole.
 */
export function labelAt(parts: readonly FormPart[], path: string): string {
  const names: string[] = []
  let level: readonly FormPart[] = parts
  // The group as a whole ('') names no part: no part's key is empty at a form's top.
  const keys = path.split('.')
  for (let at = 0; at < keys.length; at++) {
    const part = level.find((candidate) => candidate.key === keys[at])
    if (!part) break
    names.push(part.label)
    level = isSet(part) ? part.parts : []
    if (!isList(part) || at + 1 >= keys.length) continue
    at++
    names[names.length - 1] = `${part.entryLabel} ${Number(keys[at]) + 1}`
    level = isSet(part.entry) ? part.entry.parts : []
  }
  return names.join(' › ')
}

/**
 * The most a group's form can carry, in UTF-16 units: every place of every list (with the spare
 * one) full to its cap, and each field's name, for the inbox's body limit.
 */
export const typedUnitsOf = (parts: readonly FormPart[], prefix = ''): number =>
  placedFields(parts, everyPlace, prefix).reduce(
    (units, { path, field }) => units + typedUnitsOfField(field, path),
    0,
  )

// A number's text is its digits: 20 hold any the schema takes. A photo's is its stored key, beside
// its file input's and removal box's names (the files have their own allowance:
// inbox/access/body-limit.ts).
const typedUnitsOfField = (field: FormField, path: string) =>
  field.kind === 'photo'
    ? 3 * (path.length + 10) + 60
    : path.length + 2 + (field.kind === 'number' ? 20 : (field.max ?? 20))
