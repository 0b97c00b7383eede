import { uuidPattern } from '../utils/uuid'

/**
 * A photo's key as the content holds it: the UUID its upload was given and an extension. Since
 * uploads are re-encoded (docs/decisions.md, "Photos are re-encoded") every new key ends `.webp`;
 * one uploaded before names the kind of its upload, whose bytes are never served.
 */
export const photoKeyPattern = `${uuidPattern}\\.(?:jpg|png|webp)`

/** The square sizes a photo is stored and served at: the page's 96 px circle at 1× and 2×. */
export const photoSizes = [96, 192] as const

export type PhotoSize = (typeof photoSizes)[number]

/** The file of one size under a photo's id, as a route's path pattern: `96.webp`, `192.webp`. */
// Written out, not joined from photoSizes, so that a route's params are typed from it.
export const variantFilePattern = '(?:96|192)\\.webp'

/** The photo's id: its key's UUID, which names every size stored for it. */
export const photoIdOf = (key: string) => key.slice(0, 36)

/** Where one size of the photo is stored in R2: `<id>/<size>.webp`. */
export const variantKey = (key: string, size: PhotoSize) => `${photoIdOf(key)}/${size}.webp`

/** Every R2 key a photo may occupy: its sizes, and the upload itself for a photo stored before. */
export const storedKeysOf = (key: string) => [
  key,
  ...photoSizes.map((size) => variantKey(key, size)),
]

/** Where one size of a photo is served on the public site (site-content/photos.ts). */
export const photoPath = (key: string, size: PhotoSize) => `/photos/${variantKey(key, size)}`
