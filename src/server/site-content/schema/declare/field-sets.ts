// How declared fields combine (fields.ts): into a set, into a list, with a check across them, and
// what publishing requires of each. A draft may be half-finished (any field left out, a list short
// or with blank entries, its cross-field checks broken) but holds nothing a page could not show
// safely; publishing takes only what is whole.
import * as v from 'valibot'
import type { Declared, FormShape } from './fields.ts'
import type { FormPart } from './form-parts.ts'

/** The parts of a set, by their key in the content. */
export type Entries = Record<string, Declared>

type DraftEntries<E extends Entries> = { [K in keyof E]: E[K]['draft'] }
type PublishEntries<E extends Entries> = { [K in keyof E]: E[K]['publish'] }
type Message = v.ErrorMessage<v.ObjectIssue>

/** A field a draft may leave out and publishing requires. */
export const requiredToPublish = <D extends v.GenericSchema, P extends v.GenericSchema>(
  part: Declared<D, P>,
): Declared<v.OptionalSchema<D, undefined>, P> => ({ ...part, draft: v.optional(part.draft) })

/** A field that may be left out, even to publish. */
export const optional = <D extends v.GenericSchema, P extends v.GenericSchema>(
  part: Declared<D, P>,
): Declared<v.OptionalSchema<D, undefined>, v.OptionalSchema<P, undefined>> => ({
  ...part,
  draft: v.optional(part.draft),
  publish: v.optional(part.publish),
})

/**
 * An object of `entries` whose refusals read as the form's words: a field left out is "Start
 * date is required" (valibot reports a missing key on the object, not on the field; an optional
 * field is never missing), anything but an object is "<noun> must be a set of fields".
 */
function objectOf<S extends v.ObjectEntries>(schemas: S, entries: Entries, noun: string) {
  return v.object(schemas, (issue) => {
    const key = issue.path?.[0].key
    return key === undefined
      ? `${noun} must be a set of fields`
      : `${entries[String(key)]?.label} is required`
  })
}

/**
 * Fields that belong together (a schedule, a location): what publishing requires of each applies
 * where the set is given. `noun` names the set in a refusal of its shape when its label does not
 * (each offering is labelled by its name, and is an "Offering").
 */
export function fieldSet<const E extends Entries>(
  label: string,
  entries: E,
  { noun = label }: { noun?: string } = {},
): Declared<
  v.ObjectSchema<DraftEntries<E>, Message>,
  v.ObjectSchema<PublishEntries<E>, Message>
> & {
  form: { parts: FormPart[] }
} {
  const schemas = (mode: 'draft' | 'publish') =>
    Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry[mode]]))
  const parts = Object.entries(entries).flatMap(([key, entry]) =>
    entry.form ? [{ key, label: entry.label, ...entry.form } as FormPart] : [],
  )
  return {
    label,
    draft: objectOf(schemas('draft') as DraftEntries<E>, entries, noun),
    publish: objectOf(schemas('publish') as PublishEntries<E>, entries, noun),
    form: { parts },
  }
}

/**
 * A list of at most `max` entries, each one `entry` (a field or a set), and at least `min` to
 * publish. An entry that is one text field must not be blank to publish (a draft keeps its place).
 */
export function fieldList<D extends v.GenericSchema, P extends v.GenericSchema>(
  { label, min = 0, max }: { label: string; min?: number; max: number },
  entry: Declared<D, P> & { form: NonNullable<FormShape> },
) {
  const isText = 'kind' in entry.form && ['line', 'paragraphs'].includes(entry.form.kind)
  const filled = isText
    ? (v.pipe(
        entry.publish as unknown as v.GenericSchema<string, string>,
        v.nonEmpty(`${entry.label} must not be empty`),
      ) as unknown as P)
    : entry.publish
  const listOf = <S extends v.GenericSchema>(schema: S) =>
    v.pipe(
      v.array(schema, `${label} must be a list`),
      v.maxLength(max, `${label} must have at most ${max} entries`),
    )
  return {
    label,
    draft: listOf(entry.draft),
    publish: v.pipe(
      listOf(filled),
      v.minLength(min, `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}`),
    ),
    form: {
      entryLabel: entry.label,
      min,
      max,
      entry: { key: '', label: entry.label, ...entry.form } as FormPart,
    },
  } as Declared<
    v.GenericSchema<unknown, v.InferOutput<D>[]>,
    v.GenericSchema<unknown, v.InferOutput<P>[]>
  >
}

/** Where a cross-field check reports: the path of the field it is about, within its part. */
type Path = readonly (string | number)[]

/**
 * A check across fields (an order, a pair), made when publishing once each field has passed its
 * own checks, and reported on the field at `path` ("Application deadline must be on or before the
 * start date" beside the deadline). `test` declares the fields it reads.
 */
export function crossCheck<Part extends Declared, Fields>(
  part: Part,
  { test, message, path }: { test: (fields: Fields) => boolean; message: string; path: Path },
): Part {
  const publish = v.pipe(
    part.publish,
    v.rawCheck<unknown>(({ dataset, addIssue }) => {
      if (dataset.issues || test(dataset.value as Fields)) return
      addIssue({
        message,
        // fieldErrors reads each path item's key; the rest is the shape valibot gives a path item.
        path: path.map((key) => ({
          type: 'unknown',
          origin: 'value',
          input: null,
          key,
          value: null,
        })) as [v.UnknownPathItem, ...v.UnknownPathItem[]],
      })
    }),
  )
  // The check adds refusals, never changes the value: the part's types stay its own.
  return { ...part, publish }
}
