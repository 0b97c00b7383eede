import * as v from 'valibot'
import { fieldSet, requiredToPublish } from './field-sets.ts'
import { field } from './fields.ts'

// The photo of a person the content names (an instructor, a graduate): one declaration, so both
// take the same files, the same re-encoding (inbox/editor/form/photo-upload.ts) and the same words.

/** A photo's width or height as its upload recorded it. */
const pixels = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number of pixels`),
    v.minValue(1, `${label} must be at least 1 pixel`),
    v.maxValue(10_000, `${label} must be at most 10000 pixels`),
  )

/**
 * A person's photo as the upload stored it, with what it shows in words: its key (the UUID
 * the upload gave it and its real type) and its size are nothing anyone typed.
 */
export const personPhoto = () =>
  fieldSet('Photo', {
    key: field.photo('Photo file', {
      hint: 'JPEG, PNG or WebP, up to 2 MB and 25 megapixels. It is cropped square from its centre and shown as a circle up to 96 px wide: a photo of 200 px a side or more is plenty. Only its picture is kept, never the file or what it says about the camera or the place.',
    }),
    width: field.notInForm('Photo width', pixels),
    height: field.notInForm('Photo height', pixels),
    alt: requiredToPublish(
      field.line('What the photo shows', 200, {
        hint: 'For visitors who cannot see it, such as “Ada Lovelace at a whiteboard”.',
      }),
    ),
  })
