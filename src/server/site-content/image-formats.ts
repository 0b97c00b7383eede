// The byte readers behind readImage (image.ts): each format told by its magic numbers, its size
// read from its header, and its end looked for, never trusting a name or a declared type. Every
// reader is one bounded pass that always moves forward, with every length checked against the
// bytes there are; no recursion on input.

/** A picture's size in pixels, as its header states it. */
export type Dimensions = { width: number; height: number }

/**
 * What a reader found: the size, or `damaged` (the header cannot be read: a length pointing past
 * the end, a missing or malformed part) or `incomplete` (the header is whole but the file ends
 * before the picture does).
 */
export type Reading = Dimensions | 'damaged' | 'incomplete'

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => Array.from(text, (letter) => letter.charCodeAt(0))

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ihdr = ascii('IHDR')
const iend = ascii('IEND')

export const isPng = (bytes: Uint8Array) => startsWith(bytes, 0, pngSignature)

/**
 * IHDR must be the first chunk, 13 bytes long; then the chunks are walked (each its length plus
 * 12 bytes of length, type and CRC) to IEND.
 */
export const readPng = (bytes: Uint8Array): Reading => {
  const data = view(bytes)
  if (bytes.length < 33 || data.getUint32(8) !== 13 || !startsWith(bytes, 12, ihdr)) {
    return 'damaged'
  }
  const size = { width: data.getUint32(16), height: data.getUint32(20) }
  for (let at = 8; at + 12 <= bytes.length; ) {
    if (startsWith(bytes, at + 4, iend)) return size
    at += 12 + data.getUint32(at)
  }
  return 'incomplete'
}

export const isJpeg = (bytes: Uint8Array) => startsWith(bytes, 0, [0xff, 0xd8, 0xff])

// SOF0–SOF15 (C0–CF) carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range
// but not the meaning.
const isFrame = (marker: number) =>
  (marker & 0xf0) === 0xc0 && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

// TEM and RST0–RST7 stand alone, with no length after them.
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)

// The end of image (FF D9) somewhere after the frame's header: entropy-coded data stuffs every
// FF it holds with 00, so the pair only appears as the marker (a file cut off has none).
const hasEnd = (bytes: Uint8Array, from: number) => {
  for (let at = bytes.indexOf(0xff, from); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
    if (bytes[at + 1] === 0xd9) return true
  }
  return false
}

/**
 * From SOI, the segments are walked to the first frame header (each a marker, fill bytes allowed
 * before it, then a length that counts itself). Before it, a stuffed FF 00, a marker the standard
 * reserves (02–BF, which decoders refuse), a scan, an end or a second start is a damaged file.
 */
export const readJpeg = (bytes: Uint8Array): Reading => {
  const data = view(bytes)
  let at = 2
  while (bytes[at] === 0xff) {
    while (bytes[at] === 0xff) at++
    // A file that ends in fill bytes has no marker: refused as a stuffed 00 is.
    const marker = bytes[at++] ?? 0x00
    if (standsAlone(marker)) continue
    if (marker < 0xc0 || (marker >= 0xd8 && marker <= 0xda)) return 'damaged'
    // The length's two bytes, 0 where the file has ended. One that points past the end is
    // refused here; one under 2 moves the walk onto its own bytes (00 00, 00 01), no marker.
    const length = (bytes[at] ?? 0) * 0x100 + (bytes[at + 1] ?? 0)
    const end = at + length
    if (end > bytes.length) return 'damaged'
    if (isFrame(marker)) {
      if (length < 8) return 'damaged'
      const size = { width: data.getUint16(at + 5), height: data.getUint16(at + 3) }
      return hasEnd(bytes, end) ? size : 'incomplete'
    }
    at = end
  }
  return 'damaged'
}

const riff = ascii('RIFF')
const webp = ascii('WEBP')
const vp8StartCode = [0x9d, 0x01, 0x2a]

export const isWebp = (bytes: Uint8Array) =>
  startsWith(bytes, 0, riff) && startsWith(bytes, 8, webp)

// What each first chunk's header holds, and the bytes of its data it takes: VP8 (lossy) 14-bit
// width and height in its key frame's header, after the start code; VP8L (lossless) 14-bit
// width − 1 and height − 1 after its 0x2f signature, with a version of 0; VP8X (extended) a
// 24-bit canvas width − 1 and height − 1.
const webpHeaders: Record<string, number> = { 'VP8 ': 10, VP8L: 5, VP8X: 10 }

const uint24 = (data: DataView, at: number) =>
  data.getUint16(at, true) + data.getUint8(at + 2) * 0x10000

const webpSize = (bytes: Uint8Array, data: DataView, kind: string): Dimensions | null => {
  if (kind === 'VP8 ') {
    if (!startsWith(bytes, 23, vp8StartCode)) return null
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff }
  }
  if (kind === 'VP8L') {
    const bits = data.getUint32(21, true)
    if (bytes[20] !== 0x2f || bits >>> 29 !== 0) return null
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  return { width: uint24(data, 24) + 1, height: uint24(data, 27) + 1 }
}

/**
 * `RIFF <size> WEBP`, then the first chunk: its kind, its length, its header from byte 20, all
 * inside the RIFF size; the file must then hold the whole RIFF size.
 */
export const readWebp = (bytes: Uint8Array): Reading => {
  const data = view(bytes)
  const kind = String.fromCharCode(...bytes.subarray(12, 16))
  const header = webpHeaders[kind]
  if (header === undefined || bytes.length < 20 + header) return 'damaged'
  const length = data.getUint32(16, true)
  const fileEnd = 8 + data.getUint32(4, true)
  const size = length < header || 20 + length > fileEnd ? null : webpSize(bytes, data, kind)
  if (size === null) return 'damaged'
  return fileEnd <= bytes.length ? size : 'incomplete'
}
