// A group's content to and from its form (content/editor-forms.ts): a posted form read into the
// shape the group's schema checks, a field's value as the form shows it again, and what differs
// between two versions of a group, field by field, in the words of the form's labels.
import {
  type FormField,
  type FormGroup,
  type FormPart,
  isGroup,
  isList,
} from '../content/editor-forms'

type Posted = Record<string, unknown>
type Content = Record<string, unknown>

const pathOf = (prefix: string, key: string | number) =>
  prefix === '' ? String(key) : key === '' ? prefix : `${prefix}.${key}`

/** A form field's text, '' when absent or a file. */
const posted = (fields: Posted, name: string) => {
  const value = fields[name]
  return typeof value === 'string' ? value : ''
}

/** A field as the schema checks it: numbers and yes/no as such, anything else as typed. */
function readField(field: FormField, text: string): unknown {
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
  return wanted === place ? place : wanted < place ? wanted - 0.5 : wanted + 0.5
}

/** Whether a value holds nothing anyone typed: what a list's spare room sends. */
const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === undefined ||
  (typeof value === 'object' && value !== null && Object.values(value).every(isBlank))

function readPart(part: FormPart | FormGroup, path: string, fields: Posted): unknown {
  if (isList(part)) {
    // Never more places than the list may hold and a spare one: a longer list is refused by the
    // schema, and what a posted name says costs nothing past that.
    const items = Array.from({ length: part.max + 1 }, (_, index) => ({
      value: readPart(part.item, pathOf(path, index), fields),
      // Where the entry asks to go (its position field), else where it stands.
      at: positionOf(fields, path, index),
    }))
    return items
      .filter((item) => !isBlank(item.value))
      .sort((one, other) => one.at - other.at)
      .map((item) => item.value)
  }
  if (isGroup(part)) return readParts(part.parts, path, fields)
  return readField(part, posted(fields, path))
}

/**
 * The fields of a set, those left blank out: a schedule or a location nobody filled in is no
 * schedule or location. A list stays, even empty: an emptied FAQ is a FAQ with no questions.
 */
function readParts(parts: readonly FormPart[], prefix: string, fields: Posted): Content {
  return Object.fromEntries(
    parts
      .map((part) => [part.key, readPart(part, pathOf(prefix, part.key), fields)] as const)
      .filter(([, value]) => Array.isArray(value) || !isBlank(value)),
  )
}

/**
 * A posted form as its group's content: the fields its form names and no others, a list's items
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

/** One field of a group, with its label as a person reads it ("Cohort 2 › Start date"). */
export type FieldEntry = { path: string; label: string; text: string }

function entries(part: FormPart, path: string, label: string, content: unknown): FieldEntry[] {
  if (isList(part)) {
    const items = valueAt(content, path)
    const count = Array.isArray(items) ? items.length : 0
    return Array.from({ length: count }, (_, index) =>
      entries(part.item, pathOf(path, index), `${part.itemLabel} ${index + 1}`, content),
    ).flat()
  }
  if (isGroup(part))
    return part.parts.flatMap((inner) =>
      entries(inner, pathOf(path, inner.key), `${label} › ${inner.label}`, content),
    )
  return [{ path, label, text: fieldText(valueAt(content, path)) }]
}

/** Every field of a group's content, in the form's order. */
export const fieldEntries = (parts: readonly FormPart[], content: unknown): FieldEntry[] =>
  parts.flatMap((part) => entries(part, part.key, part.label, content))

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
  const keys = path === '' ? [] : path.split('.')
  for (let at = 0; at < keys.length; at++) {
    const part = level.find((candidate) => candidate.key === keys[at])
    if (!part) break
    names.push(part.label)
    level = isGroup(part) ? part.parts : []
    if (!isList(part) || at + 1 >= keys.length) continue
    at++
    names[names.length - 1] = `${part.itemLabel} ${Number(keys[at]) + 1}`
    level = isGroup(part.item) ? part.item.parts : []
  }
  return names.join(' › ')
}

/**
 * The most a group's form can carry, in UTF-16 units: every place of every list (with the spare
 * one) full to its cap, and each field's name, for the inbox's body limit.
 */
export function typedUnitsOf(parts: readonly FormPart[], prefix = ''): number {
  let units = 0
  for (const part of parts) {
    const path = pathOf(prefix, part.key)
    if (isList(part)) {
      const item = isGroup(part.item) ? part.item.parts : [part.item]
      for (let index = 0; index <= part.max; index++)
        units += typedUnitsOf(item, pathOf(path, index))
    } else if (isGroup(part)) units += typedUnitsOf(part.parts, path)
    // A number's text is its digits: 20 hold any the schema takes.
    else units += path.length + 2 + (part.kind === 'number' ? 20 : (part.max ?? 20))
  }
  return units
}
