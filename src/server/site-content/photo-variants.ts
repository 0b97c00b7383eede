// A photo decoded and encoded anew by the Images binding (wrangler.toml, [images]), once for each
// size the pages draw: a square WebP cropped from the centre. Nothing of the uploaded file but its
// pixels comes through; a file that cannot be decoded is damaged, whatever its header claims.
import { isWebp, readWebp } from './image-formats'
import { type PhotoSize, photoSizes } from './photo-path'
import { holdsPictureOnly } from './webp-chunks'

/** One size of a photo, ready to store: its WebP bytes and its side in pixels. */
export type Variant = { size: PhotoSize; bytes: Uint8Array; side: number }

/**
 * Whether an encoder's answer is what was asked: a square WebP no larger than `size` that holds
 * a picture alone. The binding's answer is checked, not trusted: a transform that did not run
 * would hand back the upload itself, metadata and all.
 */
function encodedSide(bytes: Uint8Array, size: number): number | null {
  if (!isWebp(bytes) || !holdsPictureOnly(bytes)) return null
  const reading = readWebp(bytes)
  if (typeof reading === 'string' || reading.width !== reading.height) return null
  return reading.width <= size ? reading.width : null
}

async function encodeSquare(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  size: PhotoSize,
) {
  const result = await images
    .input(new Blob([bytes]).stream())
    .transform({ width: size, height: size, fit: 'cover', gravity: 'center' })
    .output({ format: 'image/webp', quality: 85 })
  return new Uint8Array(await new Response(result.image()).arrayBuffer())
}

/**
 * Every size of the picture in `bytes`, or null when the binding cannot decode it (a damaged
 * file: a PNG whose CRC is wrong, data that ends before the picture). Throws when the binding
 * answers with anything but the picture asked for, so nothing unchecked is ever stored.
 */
export async function encodeVariants(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Variant[] | null> {
  const variants: Variant[] = []
  for (const size of photoSizes) {
    const encoded = await encodeSquare(images, bytes, size).catch(() => null)
    if (encoded === null) return null
    const side = encodedSide(encoded, size)
    if (side === null) throw new Error(`The Images binding gave no clean ${size} px WebP`)
    variants.push({ size, bytes: encoded, side })
  }
  return variants
}
