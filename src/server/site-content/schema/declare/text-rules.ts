import * as v from 'valibot'
import { noControlCharacters } from '../../../../shared/control-characters.ts'
import { noNeedlessInvisibleCharacters } from '../../../../shared/invisible-characters.ts'

// The text every group's fields are made of. Everything staff type is text: nothing is read as
// HTML or Markdown (the pages escape it), so `<script>` is valid text and only what cannot be shown
// safely is refused: control characters as the forms refuse them, the characters that reverse or
// isolate the direction of what follows, which can make a page read other than it is, and in a
// one-line text the invisible characters no script needs, which make one name look like another.

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
