// The form a content group's declaration yields (content-group.ts): its fields in the order the
// form shows them, each with what its input needs. A part's `key` is its place in the group's
// content; a form field's name is the dotted path to it (`cohorts.0.schedule.hours.from`), the
// path the schema's errors name too.

/**
 * How a field is typed and read back: text on one line or several, a calendar date, a time of
 * day, a number (sent as a number), a choice among `choices`, yes/no (sent as true/false), an
 * IANA time zone chosen from the runtime's list, or a photo (uploaded as a file; the field holds
 * its stored key: inbox/editor/form/photo-upload.ts).
 */
export type FieldKind =
  | 'line'
  | 'paragraphs'
  | 'date'
  | 'time'
  | 'number'
  | 'choice'
  | 'yesno'
  | 'timeZone'
  | 'photo'

export type FormField = {
  key: string
  label: string
  kind: FieldKind
  /** The schema's cap, as the input's `maxlength` (text) or `max` (number). */
  max?: number
  hint?: string
  choices?: readonly { value: string; label: string }[]
}

/** Fields that belong together (a schedule, a location): a fieldset. */
export type FormSet = { key: string; label: string; parts: readonly FormPart[] }

/**
 * A list the form shows with room for more: each entry is `entry` (one field or a set of them),
 * named "<entryLabel> 1", "<entryLabel> 2"; an entry whose every field is left blank is no entry.
 * `min` is the fewest entries publishing takes (none unless given), `max` the most a draft holds.
 */
export type FormList = {
  key: string
  label: string
  entryLabel: string
  min?: number
  max: number
  entry: FormField | FormSet
}

export type FormPart = FormField | FormSet | FormList

export const isList = (part: FormPart): part is FormList => 'entry' in part
export const isSet = (part: FormPart): part is FormSet => 'parts' in part
