// Photos posted with a group's form (an instructor's, a graduate's): each file read by its bytes
// alone (site-content/image.ts), decoded and encoded anew at the sizes the pages draw
// (site-content/photo-variants.ts) and, when it is a photo, stored in R2 under a fresh key that
// its field then holds, recorded for the person it was uploaded for; the uploaded bytes are never
// stored. A photo the form keeps is looked up in R2 and sized from what its upload recorded.
// Neither a key nor a size is taken from what a browser sends.
import { photoKey, photoRefusals, readImage } from '../../../site-content/image'
import { photoKeyPattern, variantKey } from '../../../site-content/photo-path'
import { storeVariants } from '../../../site-content/photo-store'
import { encodeVariants } from '../../../site-content/photo-variants'
import type { FormPart } from '../../../site-content/schema/declare/form-parts.ts'
import { editorFormContent } from '../../content/editor-form'
import { recordUpload } from '../erasure/photo-uploads'
import { valueAt } from './form-values'
import { everyPlace, placedFields } from './placed-fields'

type Posted = Record<string, unknown>

const storedKey = new RegExp(`^${photoKeyPattern}$`)

/** The file input of the photo field at `path`: apart from the content's own names. */
export const uploadName = (path: string) => `upload.${path}`

/** The "remove this photo" box of the photo field at `path`. */
export const removeName = (path: string) => `remove.${path}`

/**
 * The dotted paths of a form's photo fields, for every place a list can post (its cap and the
 * spare one, as form-values.ts reads them).
 */
export const photoPaths = (parts: readonly FormPart[]): string[] =>
  placedFields(parts, everyPlace)
    .filter(({ field }) => field.kind === 'photo')
    .map(({ path }) => path)

/** Whether `key` is one an upload gives (site-content/photo-path.ts), and nothing else. */
const isStoredKey = (key: unknown): key is string => storedKey.test(String(key))

/** A form's fields with its photos taken in, and why any file was refused, by its field's path. */
export type Uploads = { fields: Posted; errors: Record<string, string> }

/** What storing a photo needs: R2, the Images binding, D1 for the record, and the time. */
export type PhotoStorage = { PHOTOS: R2Bucket; IMAGES: ImagesBinding; DB: D1Database; now: Date }

/** The name typed beside a photo field: an instructor's photo is `<entry>.photo.key`. */
const personOf = (fields: Posted, path: string) =>
  String(fields[`${path.slice(0, path.lastIndexOf('.photo.key'))}.name`] ?? '')

/** The photo in `bytes` stored at every size under a fresh key, or why it was refused. */
async function storePhoto(storage: PhotoStorage, bytes: Uint8Array<ArrayBuffer>, person: string) {
  const image = readImage(bytes)
  if (!image.ok) return image
  const variants = await encodeVariants(storage.IMAGES, bytes)
  if (variants === null) return { ok: false as const, reason: photoRefusals.undecodable }
  const key = photoKey()
  await storeVariants(storage.PHOTOS, key, variants)
  await recordUpload(storage.DB, key, person, storage.now).run()
  return { ok: true as const, key }
}

/**
 * Each file posted for a photo field: refused with the reason (nothing stored, the field keeps the
 * photo it had), or stored with its sizes, its key then the field's value. A photo marked for
 * removal leaves its set of fields empty (a new file chosen with it takes its place, to be
 * described anew).
 */
export async function takeUploads(
  storage: PhotoStorage,
  parts: readonly FormPart[],
  fields: Posted,
): Promise<Uploads> {
  const taken: Posted = { ...fields }
  const errors: Record<string, string> = {}
  for (const path of photoPaths(parts)) {
    if (fields[removeName(path)] === 'yes') {
      // The photo's set whole (its description too): a photo removed is no photo.
      const set = `${path.slice(0, path.lastIndexOf('.'))}.`
      for (const name of Object.keys(taken)) if (name.startsWith(set)) taken[name] = ''
    }
    const file = fields[uploadName(path)]
    // A file input left empty posts no file (an empty string); a file of no bytes is refused.
    if (!(file instanceof File)) continue
    const bytes = new Uint8Array(await file.arrayBuffer())
    const stored = await storePhoto(storage, bytes, personOf(fields, path))
    if (stored.ok) taken[path] = stored.key
    else errors[path] = stored.reason
  }
  return { fields: taken, errors }
}

/**
 * Writes each photo's width and height beside its key in `content`, as its upload recorded them
 * in `bucket` (with its largest size). A key no upload stored is named in the errors; a key of any
 * other shape is never looked up, and the schema refuses it.
 */
export async function sizePhotos(
  bucket: R2Bucket,
  parts: readonly FormPart[],
  content: unknown,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {}
  for (const path of photoPaths(parts)) {
    const key = valueAt(content, path)
    if (!isStoredKey(key)) continue
    // An upload records the size with the photo; an object without one is none of its photos.
    const size = (await bucket.head(variantKey(key, 192)))?.customMetadata
    if (!size?.width || !size.height) {
      errors[path] = editorFormContent.photo.notStored
      continue
    }
    const photo = valueAt(content, path.slice(0, path.lastIndexOf('.'))) as Posted
    photo.width = Number(size.width)
    photo.height = Number(size.height)
  }
  return errors
}
