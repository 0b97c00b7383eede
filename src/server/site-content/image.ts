// An instructor's photo as staff upload it: what kind of picture it is and
// its size, read from its bytes alone. A file's name and declared type are not asked for, so they
// cannot be trusted by mistake; SVG, GIF, HTML and anything else is refused, and so is a file that
// is too heavy, damaged or cut off, or too large to show. Each refusal says what staff can do.
import { isJpeg, isPng, isWebp, readJpeg, readPng, readWebp } from './image-formats.ts'

/** The heaviest photo accepted: 2 MiB, refused before any reading. */
export const maxPhotoBytes = 2 * 1024 * 1024

/** The widest and tallest photo accepted, in pixels. */
export const maxPhotoSide = 8000

/**
 * The most pixels a photo may have: 25 megapixels holds every camera's and phone's usual picture
 * (12 to 24 MP) and keeps a decoded picture near 100 MB. A small file can claim far more (a 200 KB
 * PNG of 8000 × 8000 decodes to 256 MB): it is refused from its header, before any decoding.
 */
export const maxPhotoPixels = 25_000_000

/** Why a file was refused, in words staff can act on. */
export const photoRefusals = {
  empty: 'The file is empty: choose the photo again',
  tooHeavy: 'The photo is larger than 2 MB: save it smaller (about 1200 px wide is plenty)',
  notAPhoto: 'Only JPEG, PNG or WebP photos: this file is not one of them',
  damaged: "The photo's size could not be read: the file may be damaged or cut off",
  undecodable:
    'The picture could not be read: the file is damaged; save it again from your photo app',
  incomplete: 'The photo is cut off: its file ends before the picture does; save it again',
  noSize: 'The photo has no width or height: the file may be damaged',
  tooLarge: `The photo is too large: at most ${maxPhotoPixels / 1_000_000} megapixels and ${maxPhotoSide} px a side (about 1200 px wide is plenty)`,
} as const

/** The kinds of photo accepted, each with the extension its stored file is named with. */
const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const

/** The kinds of photo accepted. */
export type PhotoType = keyof typeof extensions

const formats = [
  { type: 'jpeg', contentType: 'image/jpeg', is: isJpeg, read: readJpeg },
  { type: 'png', contentType: 'image/png', is: isPng, read: readPng },
  { type: 'webp', contentType: 'image/webp', is: isWebp, read: readWebp },
] as const

/** A photo accepted, with what serving it needs: its kind, the key's extension, its size. */
export type Photo = {
  ok: true
  type: PhotoType
  extension: (typeof extensions)[PhotoType]
  contentType: string
  width: number
  height: number
}

/** A file refused, with the reason to show staff. */
export type PhotoRefused = { ok: false; reason: string }

const refused = (reason: string): PhotoRefused => ({ ok: false, reason })

/** The photo in `bytes`, recognised by its magic numbers and sized from its header, or why not. */
export const readImage = (bytes: Uint8Array): Photo | PhotoRefused => {
  if (bytes.length === 0) return refused(photoRefusals.empty)
  if (bytes.length > maxPhotoBytes) return refused(photoRefusals.tooHeavy)
  const format = formats.find(({ is }) => is(bytes))
  if (format === undefined) return refused(photoRefusals.notAPhoto)
  const reading = format.read(bytes)
  // A reader's `damaged` or `incomplete` names its refusal.
  if (typeof reading === 'string') return refused(photoRefusals[reading])
  const { width, height } = reading
  if (width === 0 || height === 0) return refused(photoRefusals.noSize)
  if (width > maxPhotoSide || height > maxPhotoSide || width * height > maxPhotoPixels) {
    return refused(photoRefusals.tooLarge)
  }
  const { type, contentType } = format
  return { ok: true, type, extension: extensions[type], contentType, width, height }
}

/**
 * A fresh key for a photo: a random UUID, under which each size is stored re-encoded as WebP
 * (site-content/photo-path.ts), hence its extension.
 */
export const photoKey = () => `${crypto.randomUUID()}.webp`
