// A group's content to and from its form (the group's declaration gives the form:
// site-content/schema/declare/content-group.ts): a posted form read into the shape the group's schema
// checks, and a field's value as the form shows it again (form-labels.ts: the fields in the words
// of their labels).
import {
  type FormField,
  type FormPart,
  type FormSet,
  isList,
  isSet,
} from '../../../site-content/schema/declare/form-parts.ts'

type Posted = Record<string, unknown>
type Content = Record<string, unknown>
/** What a posted form reads into: text, numbers and yes/no, and sets and lists of them. */
type FormValue =
  | string
  | number
  | boolean
  | readonly FormValue[]
  | { readonly [key: string]: FormValue }

/** A field's dotted path: `key` under `prefix` (a list's entry has the key '': its place's path). */
export const pathOf = (prefix: string, key: string | number) =>
  prefix === '' ? String(key) : key === '' ? prefix : `${prefix}.${key}`

/** A form field's text, '' when absent or a file. */
const posted = (fields: Posted, name: string) => {
  const value = fields[name]
  return typeof value === 'string' ? value : ''
}

/** A field as the schema checks it: numbers and yes/no as such, anything else as typed. */
function readField(field: FormField, text: string): string | number | boolean {
  if (field.kind === 'number') {
    const trimmed = text.trim()
    // Anything else stays text, for the schema to say "must be a number".
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text
  }
  if (field.kind === 'yesno') return text === 'yes' ? true : text === 'no' ? false : ''
  return text
}

/** The name of a list entry's position field: apart from the content's own names. */
export const positionName = (listPath: string, index: number) => `position.${listPath}.${index}`

/**
 * Where a list's entry asks to go: its position field (1 is first), else its place. An entry moved
 * up goes before the one at that position, moved down after it, so it lands where it was told; the
 * rest keep their order.
 */
function positionOf(fields: Posted, listPath: string, index: number): number {
  const typed = /^\s*(\d{1,3})\s*$/.exec(posted(fields, positionName(listPath, index)))?.[1]
  const place = index + 1
  if (typed === undefined) return place
  const wanted = Number(typed)
  return wanted < place ? wanted - 0.5 : wanted + 0.5
}

/** Whether a value holds nothing anyone typed: what a list's spare room sends. */
const isBlank = (value: FormValue): boolean =>
  value === '' || (typeof value === 'object' && Object.values(value).every(isBlank))

function readPart(part: FormPart | FormSet, path: string, fields: Posted): FormValue {
  if (isList(part)) {
    // Never more places than the list may hold and a spare one: a longer list is refused by the
    // schema, and what a posted name says costs nothing past that.
    const entries = Array.from({ length: part.max + 1 }, (_, index) => ({
      value: readPart(part.entry, pathOf(path, index), fields),
      // Where the entry asks to go (its position field), else where it stands.
      at: positionOf(fields, path, index),
    }))
    return entries
      .filter((entry) => !isBlank(entry.value))
      .sort((one, other) => one.at - other.at)
      .map((entry) => entry.value)
  }
  if (isSet(part)) return readParts(part.parts, path, fields)
  return readField(part, posted(fields, path))
}

/**
 * The fields of a set, those left blank out: a schedule or a location nobody filled in is no
 * schedule or location. A list stays, even empty: an emptied FAQ is a FAQ with no questions.
 */
function readParts(
  parts: readonly FormPart[],
  prefix: string,
  fields: Posted,
): Record<string, FormValue> {
  return Object.fromEntries(
    parts
      .map((part) => [part.key, readPart(part, pathOf(prefix, part.key), fields)] as const)
      .filter(([, value]) => Array.isArray(value) || !isBlank(value)),
  )
}

/**
 * A posted form as its group's content: the fields its form names and no others, a list's entries
 * in the order their position fields ask (else as posted) with the blank ones left out, and every
 * field or set left blank left out.
 */
export const readForm = (parts: readonly FormPart[], fields: Posted): Content =>
  readParts(parts, '', fields)

/** The value at a dotted path, or undefined. */
export function valueAt(content: unknown, path: string): unknown {
  let value = content
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Content)[key]
  }
  return value
}

/** A value as its form field shows it. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return ''
}
