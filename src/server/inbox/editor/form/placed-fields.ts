// A group's form walked down to its fields: each at its dotted path, with its label as a person
// reads it. What differs between versions, the most a form can carry and where its photos are
// posted all start from this one walk.
import {
  type FormField,
  type FormList,
  type FormPart,
  isList,
  isSet,
} from '../../../site-content/schema/declare/form-parts.ts'
import { pathOf } from './form-values'

/** A form field at its dotted path, labelled as a person reads it ("Cohort 2 › Start date"). */
export type PlacedField = { path: string; label: string; field: FormField }

/** How many entries of a list at `path` to walk: the ones some content holds, or every place. */
export type PlacesOf = (list: FormList, path: string) => number

/** Every place a form can post: each list's cap and the spare entry it offers. */
export const everyPlace: PlacesOf = (list) => list.max + 1

function place(part: FormPart, path: string, label: string, placesOf: PlacesOf): PlacedField[] {
  if (isList(part))
    // A list's entry is keyed '': its path is its place's, its label "<entry label> <n>".
    return Array.from({ length: placesOf(part, path) }, (_, index) =>
      place(part.entry, pathOf(path, index), `${part.entryLabel} ${index + 1}`, placesOf),
    ).flat()
  if (isSet(part))
    return part.parts.flatMap((inner) =>
      place(inner, pathOf(path, inner.key), `${label} › ${inner.label}`, placesOf),
    )
  return [{ path, label, field: part }]
}

/** Every field of a form in the form's order, under `prefix` if given. */
export const placedFields = (
  parts: readonly FormPart[],
  placesOf: PlacesOf,
  prefix = '',
): PlacedField[] =>
  parts.flatMap((part) => place(part, pathOf(prefix, part.key), part.label, placesOf))
