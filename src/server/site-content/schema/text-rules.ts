import * as v from 'valibot'
import { noControlCharacters } from '../../../shared/control-characters.ts'
import { noNeedlessInvisibleCharacters } from '../../../shared/invisible-characters.ts'

// What every group's fields share. Everything staff type is text: nothing is read as HTML or
// Markdown (the pages escape it), so `<script>` is valid text and only what cannot be shown
// safely is refused: control characters as the forms refuse them, the characters that reverse or
// isolate the direction of what follows, which can make a page read other than it is, and in a
// one-line text the invisible characters no script needs, which make one name look like another.

/** A draft may be half-finished; what is published must be whole. */
export type Mode = 'draft' | 'publish'

/**
 * A field left blank is a field not filled in: a form sends every field, and "" is how an empty
 * one arrives. Blank (or null) values of an object's fields are dropped before the checks, so a
 * draft leaves them out and publishing names them as required; a blank item of a list stays (a
 * draft keeps its place, publishing refuses it).
 */
export function withoutBlanks(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(withoutBlanks)
  if (input === null || typeof input !== 'object') return input
  return Object.fromEntries(
    Object.entries(input)
      // Stryker disable next-line MethodExpression: whitespace alone is blank trimmed from either end
      .filter(([, value]) => value != null && !(typeof value === 'string' && value.trim() === ''))
      .map(([key, value]) => [key, withoutBlanks(value)]),
  )
}

/**
 * An object of fields, each one publishing needs named by its label, so a field left out is
 * "Start date is required" (valibot reports a missing key on the object, not on the field; an
 * optional field is never missing). `what` names the whole.
 */
export function fields<const E extends v.ObjectEntries>(
  entries: E,
  labels: { [K in keyof E]?: string },
  what: string,
) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0].key as keyof E | undefined
    return key === undefined ? `${what} must be a set of fields` : `${labels[key]} is required`
  })
}

/** A group's schema: blanks dropped, then its fields checked. */
export const group = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(v.unknown(), v.transform(withoutBlanks), schema)

/** Whether text holds a character that overrides or isolates the direction of what follows. */
export const hasDirectionControls = (text: string) =>
  // The embeddings and overrides (U+202A-U+202E) and the isolates (U+2066-U+2069). The marks
  // (U+200E, U+200F, U+061C) only nudge neutral characters and stay allowed.
  /[\u202A-\u202E\u2066-\u2069]/u.test(text)

/** Text as the forms take it: one kind of line break, trimmed, no control characters. */
export const text = (label: string, allowed: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.transform((value: string) => value.replace(/\r\n?/g, '\n')),
    v.trim(),
    noControlCharacters(label, allowed),
    v.check(
      (value) => !hasDirectionControls(value),
      `${label} must not contain characters that change the direction of text`,
    ),
  )

const atMost = (label: string, max: number) =>
  v.maxLength<string, number, string>(max, `${label} must be at most ${max} characters`)

/** A one-line text as typed, invisible characters and all: what is looked up, never saved. */
export const typedLine = (label: string, max: number) =>
  v.pipe(
    text(label, '\n'),
    v.regex(/^[^\n]*$/, `${label} must be a single line`),
    atMost(label, max),
  )

/**
 * A short text on one line: a name, a question, a step. A long text keeps its invisible
 * characters: there soft hyphens and zero-width spaces say where its lines may break.
 */
export const line = (label: string, max: number) =>
  v.pipe(typedLine(label, max), noNeedlessInvisibleCharacters(label))

/** A longer text that may hold line breaks and tabs: a bio, an answer. */
export const paragraphs = (label: string, max: number) =>
  v.pipe(text(label, '\n\t'), atMost(label, max))

/** An item of a list, which publishing needs filled in (a draft may keep it blank). */
export const item = (mode: Mode, schema: v.GenericSchema<string, string>, label: string) =>
  mode === 'publish' ? v.pipe(schema, v.nonEmpty(`${label} must not be empty`)) : schema

/** A field a draft may leave out and publishing needs (typed by the mode, for each output). */
export const needed = <M extends Mode, S extends v.GenericSchema>(mode: M, schema: S) =>
  (mode === 'publish' ? schema : v.optional(schema)) as M extends 'publish'
    ? S
    : v.OptionalSchema<S, undefined>

/**
 * A rule between fields (an order, a pair), checked when publishing once each field has passed
 * its own checks, and reported on the field at `path` ("Application deadline must be on or before
 * the start date" beside the deadline). `test` declares the fields it reads.
 */
export function rule<S extends v.GenericSchema, Fields>(
  mode: Mode,
  schema: S,
  test: (fields: Fields) => boolean,
  message: string,
  path: readonly (string | number)[],
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (mode !== 'publish' || dataset.issues || test(dataset.value as Fields)) return
      addIssue({
        message,
        // Field errors read each item's key; its type and origin are valibot's bookkeeping.
        path: path.map((key) => ({
          // Stryker disable next-line StringLiteral: bookkeeping no field error reads
          type: 'unknown',
          // Stryker disable next-line StringLiteral: bookkeeping no field error reads
          origin: 'value',
          input: null,
          key,
          value: null,
        })) as [v.UnknownPathItem, ...v.UnknownPathItem[]],
      })
    }),
  )
}

/** A list of at most `max` items, and at least `min` to publish. */
export const list = <S extends v.GenericSchema>(
  mode: Mode,
  schema: S,
  label: string,
  { min, max }: { min: number; max: number },
) =>
  v.pipe(
    v.array(schema, `${label} must be a list`),
    v.maxLength(max, `${label} must have at most ${max} entries`),
    v.minLength(
      mode === 'publish' ? min : 0,
      `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}`,
    ),
  )
