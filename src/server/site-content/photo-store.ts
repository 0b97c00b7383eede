// Photos in R2 (the PHOTOS binding): each size of a photo under `<id>/<size>.webp`, with its type
// and its side recorded, and every key a photo may occupy deleted together.
import { storedKeysOf, variantKey } from './photo-path'
import type { Variant } from './photo-variants'

/** Stores each size of the photo `key`, re-encoded: never the bytes that were uploaded. */
export async function storeVariants(bucket: R2Bucket, key: string, variants: readonly Variant[]) {
  await Promise.all(
    variants.map(({ size, bytes, side }) =>
      bucket.put(variantKey(key, size), bytes, {
        httpMetadata: { contentType: 'image/webp' },
        customMetadata: { width: String(side), height: String(side) },
      }),
    ),
  )
}

/** Deletes every size of each photo, and the upload itself of one stored before re-encoding. */
export async function deletePhotos(bucket: R2Bucket, keys: readonly string[]) {
  // R2 deletes at most 1000 keys a call; a photo takes three.
  const all = keys.flatMap(storedKeysOf)
  for (let at = 0; at < all.length; at += 999) await bucket.delete(all.slice(at, at + 999))
}
