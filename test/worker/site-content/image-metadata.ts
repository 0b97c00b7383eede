// What the photo tests look for in stored bytes: any trace of the metadata a phone or an editor
// writes (EXIF, XMP, PNG text and eXIf chunks, WebP EXIF and XMP chunks, a JPEG comment), and the
// fixtures' own GPS text and camera name. A plain scan of the bytes, apart from the site's code.

const markers = [
  'Exif\0\0', // a JPEG's APP1 or a WebP's EXIF payload
  'II*\0', // a TIFF header (EXIF's body), little-endian
  'MM\0*', // and big-endian
  'EXIF', // a WebP chunk
  'XMP ', // a WebP chunk
  'eXIf', // PNG chunks
  'tEXt',
  'iTXt',
  'zTXt',
  'xmpmeta', // XMP itself, whatever holds it
  'ns.adobe.com',
  'LumenPhone', // the fixtures' camera
  '51.5073', // and the place they say they were taken
]

const ascii = (text: string) => Uint8Array.from(text, (letter) => letter.charCodeAt(0))

const holds = (bytes: Uint8Array, needle: Uint8Array) => {
  for (
    let at = bytes.indexOf(needle[0] ?? 0);
    at !== -1;
    at = bytes.indexOf(needle[0] ?? 0, at + 1)
  ) {
    if (needle.every((byte, index) => bytes[at + index] === byte)) return true
  }
  return false
}

/** The markers of metadata found in `bytes`: none for a picture alone. */
export const metadataIn = (bytes: Uint8Array) =>
  markers.filter((marker) => holds(bytes, ascii(marker)))

/** The width and height a WebP's header states (VP8, VP8L or VP8X), read here apart from the site's readers. */
export function webpSize(bytes: Uint8Array) {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kind = String.fromCharCode(...bytes.subarray(12, 16))
  if (kind === 'VP8 ') {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff }
  }
  if (kind === 'VP8L') {
    const bits = data.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  const uint24 = (at: number) => data.getUint16(at, true) + data.getUint8(at + 2) * 0x10000
  return { width: uint24(24) + 1, height: uint24(27) + 1 }
}
