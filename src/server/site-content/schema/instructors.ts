import * as v from 'valibot'
import { fields, group, line, list, type Mode, needed, paragraphs } from './text-rules.ts'

/** The caps of the instructors' fields, for the form's `maxlength` as well. */
export const instructorLimits = {
  instructors: 12,
  name: 100,
  role: 100,
  bio: 1000,
  alt: 200,
  pixels: 10_000,
} as const

const pixels = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number of pixels`),
    v.minValue(1, `${label} must be at least 1 pixel`),
    v.maxValue(
      instructorLimits.pixels,
      `${label} must be at most ${instructorLimits.pixels} pixels`,
    ),
  )

/** An instructor's photo as the upload stored it, with what it shows in words. */
const photo = <M extends Mode>(mode: M) =>
  fields(
    {
      key: v.pipe(
        v.string('Photo must be an uploaded image'),
        // The UUID the upload gave it and its real type: nothing anyone typed.
        v.regex(/^[a-f0-9-]{36}\.(jpg|png|webp)$/, 'Photo must be an uploaded image'),
      ),
      width: pixels('Photo width'),
      height: pixels('Photo height'),
      alt: needed(mode, line('What the photo shows', instructorLimits.alt)),
    },
    {
      key: 'Photo file',
      width: 'Photo width',
      height: 'Photo height',
      alt: 'What the photo shows',
    },
    'Photo',
  )

const instructor = <M extends Mode>(mode: M) =>
  fields(
    {
      name: needed(mode, line('Name', instructorLimits.name)),
      role: needed(mode, line('Role', instructorLimits.role)),
      bio: v.optional(paragraphs('Bio', instructorLimits.bio)),
      photo: v.optional(photo(mode)),
    },
    { name: 'Name', role: 'Role' },
    'Instructor',
  )

/** Who teaches, in the order the page shows them, at most twelve. */
export const instructorsSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        instructors: needed(
          mode,
          list(mode, instructor(mode), 'Instructors', {
            min: 0,
            max: instructorLimits.instructors,
          }),
        ),
      },
      { instructors: 'Instructors' },
      'The instructors',
    ),
  )

/** The instructors as published. */
export type InstructorsContent = v.InferOutput<ReturnType<typeof instructorsSchema<'publish'>>>
