// A content group declared once: its title, its fields (fields.ts, field-sets.ts) and their
// cross-field checks, from which come the draft schema, the publish schema and the form
// (docs/architecture.md, "The school's content").
import * as v from 'valibot'
import { type Entries, fieldSet } from './field-sets.ts'
import type { FormPart } from './form-parts.ts'

/** A draft may be half-finished; what is published must be whole. */
export type Mode = 'draft' | 'publish'

/**
 * A field left blank is a field not filled in: a form sends every field, and "" is how an empty
 * one arrives. Blank (or null) values of an object's fields are dropped before the checks, so a
 * draft leaves them out and publishing names them as required; a blank entry of a list stays (a
 * draft keeps its place, publishing refuses it).
 */
export function withoutBlanks(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(withoutBlanks)
  if (input === null || typeof input !== 'object') return input
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value != null && !(typeof value === 'string' && value.trim() === ''))
      .map(([key, value]) => [key, withoutBlanks(value)]),
  )
}

/** A schema that drops blanks, then checks `schema`. */
const blanksDropped = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(v.unknown(), v.transform(withoutBlanks), schema)

/**
 * A content group: `title` is its name in the editor, `noun` names it in a refusal of its shape
 * ("The cohort must be a set of fields"), `fields` declares its fields in the form's order. Its
 * schemas and its form are built when first asked for: a test reads one group, one is built; the
 * worker builds all as it loads (inbox/access/body-limit.ts reads every group's form).
 */
export function contentGroup<const E extends Entries>({
  title,
  noun,
  fields,
}: {
  title: string
  noun: string
  fields: () => E
}) {
  const build = () => {
    const set = fieldSet(noun, fields())
    return {
      draft: blanksDropped(set.draft),
      publish: blanksDropped(set.publish),
      form: set.form.parts as readonly FormPart[],
    }
  }
  let built: ReturnType<typeof build> | undefined
  return {
    title,
    /** What a draft of the group may hold. */
    get draft() {
      built ??= build()
      return built.draft
    },
    /** What publishing the group takes. */
    get publish() {
      built ??= build()
      return built.publish
    },
    /** The group's form, its parts in order. */
    get form() {
      built ??= build()
      return built.form
    },
  }
}
