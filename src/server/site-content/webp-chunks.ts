// What a WebP file holds beside its picture, read from its RIFF chunks: the check that a photo
// encoded for the site (photo-variants.ts) carries no EXIF or XMP (where a phone writes the place
// a photo was taken), whatever the encoder was asked or does by default.

/** The chunks of a still picture: the frame, its alpha, the extended header, a colour profile. */
const pictureChunks = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP'])

/**
 * The kinds of the chunks after `RIFF <size> WEBP`, in order; null when a chunk's length points
 * past the end (each chunk is its kind, a 32-bit little-endian length, its data padded to even).
 */
export function webpChunks(bytes: Uint8Array): string[] | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kinds: string[] = []
  for (let at = 12; at < bytes.length; ) {
    if (at + 8 > bytes.length) return null
    kinds.push(String.fromCharCode(...bytes.subarray(at, at + 4)))
    const length = data.getUint32(at + 4, true)
    at += 8 + length + (length % 2)
    if (at > bytes.length) return null
  }
  return kinds
}

/** Whether the WebP in `bytes` is a picture alone: no EXIF, XMP, animation or unknown chunk. */
export function holdsPictureOnly(bytes: Uint8Array): boolean {
  const kinds = webpChunks(bytes)
  return kinds !== null && kinds.length > 0 && kinds.every((kind) => pictureChunks.has(kind))
}
