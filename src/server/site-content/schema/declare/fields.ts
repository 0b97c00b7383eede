// The fields a content group is declared with (content-group.ts), one builder a kind of input:
// each gives the field's label, the schema that checks it and what its form input needs, so a
// label, a cap or a hint is written once and both the checks and the form read it.
import * as v from 'valibot'
import { isoDate, timeOfDay, timeZone } from './calendar.ts'
import type { FieldKind, FormField, FormList, FormSet } from './form-parts.ts'
import { line, paragraphs } from './text-rules.ts'

/** A form part as its set or list places it: the key and the label are the declaration's. */
type Unkeyed<Part> = Part extends unknown ? Omit<Part, 'key' | 'label'> : never

/** What the form shows of a declared part; null for a field the server fills in itself. */
export type FormShape = Unkeyed<FormField | FormSet | FormList> | null

/**
 * A part of a group as declared: its label (as the form shows it, and as its refusals begin),
 * what a draft takes there, what publishing takes there, and what the form shows of it.
 */
export type Declared<
  Draft extends v.GenericSchema = v.GenericSchema,
  Publish extends v.GenericSchema = v.GenericSchema,
> = { label: string; draft: Draft; publish: Publish; form: FormShape }

type Options = { hint?: string | undefined }

/** Checks of its own a text field adds after the common ones (a pattern, a valid address). */
type TextOptions = Options & {
  checks?: readonly v.PipeItem<string, string, v.BaseIssue<unknown>>[]
}

/**
 * A field that a draft and a publish check alike: what publishing requires more is said around it
 * (field-sets.ts).
 */
function declared<S extends v.GenericSchema>(
  label: string,
  schema: S,
  kind: FieldKind,
  shown: Omit<FormField, 'key' | 'label' | 'kind'> = {},
): Declared<S, S> & { form: Unkeyed<FormField> } {
  return { label, draft: schema, publish: schema, form: { kind, ...shown } }
}

/** `schema`, then `checks` in order. */
function withChecks(schema: v.GenericSchema<string, string>, checks: TextOptions['checks'] = []) {
  if (checks.length === 0) return schema
  // valibot's pipe is typed for items written out one by one, not for a list spread into it.
  const pipe = v.pipe as unknown as (...items: unknown[]) => v.GenericSchema<string, string>
  return pipe(schema, ...checks)
}

export const field = {
  /** A short text on one line, at most `max` characters: a name, a question, a step. */
  line: (label: string, max: number, { hint, checks }: TextOptions = {}) =>
    declared(label, withChecks(line(label, max), checks), 'line', { max, hint }),

  /** A longer text that may hold line breaks: a bio, an answer. */
  paragraphs: (label: string, max: number, { hint }: Options = {}) =>
    declared(label, paragraphs(label, max), 'paragraphs', { max, hint }),

  /** A day of the calendar, `YYYY-MM-DD`. */
  date: (label: string, { hint }: Options = {}) =>
    declared(label, isoDate(label), 'date', { hint }),

  /** A time of day, `HH:MM`. */
  time: (label: string, { hint }: Options = {}) =>
    declared(label, timeOfDay(label), 'time', { hint }),

  /** An IANA time zone, chosen from the runtime's list. */
  timeZone: (label: string, max: number, { hint }: Options = {}) =>
    declared(label, timeZone(max, label), 'timeZone', { max, hint }),

  /** A number up to `max` (the input's `max`), checked by `schema` in words of its own. */
  number: <S extends v.GenericSchema<number, number>>(
    label: string,
    max: number,
    schema: (label: string, max: number) => S,
    { hint }: Options = {},
  ) => declared(label, schema(label, max), 'number', { max, hint }),

  /** One of `choices` (by value, with the words the form shows for it), or `message`. */
  choice: <const Choices extends Record<string, string>>(
    label: string,
    choices: Choices,
    message: string,
    { hint }: Options = {},
  ) =>
    declared(
      label,
      v.picklist(Object.keys(choices) as (keyof Choices & string)[], message),
      'choice',
      {
        hint,
        choices: Object.entries(choices).map(([value, words]) => ({ value, label: words })),
      },
    ),

  /** Yes or no, stored as true or false. */
  yesNo: (label: string, { hint }: Options = {}) =>
    declared(label, v.boolean(`${label} must be yes or no`), 'yesno', { hint }),

  /** A photo the upload stored, by the key it gave it: the UUID and its real type. */
  photo: (label: string, { hint }: Options = {}) =>
    declared(
      label,
      v.pipe(
        v.string('Photo must be an uploaded image'),
        v.regex(/^[a-f0-9-]{36}\.(jpg|png|webp)$/, 'Photo must be an uploaded image'),
      ),
      'photo',
      { hint },
    ),

  /** A value the server writes, never typed (a photo's size): checked, and in no form. */
  notInForm: <S extends v.GenericSchema>(label: string, schema: (label: string) => S) => {
    const checked = schema(label)
    return { label, draft: checked, publish: checked, form: null } satisfies Declared<S, S>
  },
}
