// Pictures built byte by byte for the image checks (image.test.ts and its siblings): headers as
// each format's specification lays them out, with only what a reader looks at filled in, and the
// real files of test/fixtures/images/ (README.md there says how they were made).

type Part = Uint8Array | readonly number[] | string

/** The parts one after the other; a string is written one byte per character. */
export const bytes = (...parts: Part[]) => {
  const arrays = parts.map((part) =>
    typeof part === 'string' ? Uint8Array.from(part, (letter) => letter.charCodeAt(0)) : part,
  )
  const whole = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of arrays) {
    whole.set(part, at)
    at += part.length
  }
  return whole
}

export const be16 = (value: number) => [value >>> 8, value & 0xff]
export const be32 = (value: number) => [...be16(value >>> 16), ...be16(value & 0xffff)]
export const le16 = (value: number) => [value & 0xff, value >>> 8]
export const le24 = (value: number) => [...le16(value & 0xffff), value >>> 16]
export const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)]

// PNG: the signature, then chunks of length, type, data and CRC (left at zero: never read).
export const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export const chunk = (type: string, data: Part = [], length = bytes(data).length) =>
  bytes(be32(length), type, data, [0, 0, 0, 0])

export const ihdr = (width: number, height: number, length = 13) =>
  chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0], length)

export const png = (width: number, height: number, ...between: Part[]) =>
  bytes(pngSignature, ihdr(width, height), ...between, chunk('IDAT', [0x78, 1]), chunk('IEND'))

// JPEG: SOI, segments (marker, length counting itself, payload), a scan, EOI.
export const segment = (marker: number, payload: Part = []) =>
  bytes([0xff, marker], be16(bytes(payload).length + 2), payload)

/** A frame header (SOFn) of one component. */
export const frame = (width: number, height: number, marker = 0xc0) =>
  segment(marker, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0])

export const quantisation = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)])

/** A scan: its header, entropy-coded data (an FF stuffed with 00) and the end of image. */
export const scanAndEnd = bytes(
  segment(0xda, [1, 1, 0, 0, 63, 0]),
  [0x12, 0xff, 0x00, 0x34],
  [0xff, 0xd9],
)

export const jpeg = (...segments: Part[]) => bytes([0xff, 0xd8], ...segments, scanAndEnd)

// WebP: RIFF, its size (what follows it), WEBP, then chunks of kind, length and data.
export const webp = (kind: string, data: Part, riffSize?: number) => {
  const body = bytes(data)
  return bytes('RIFF', le32(riffSize ?? 12 + body.length), 'WEBP', kind, le32(body.length), body)
}

/** A lossy key frame: its tag, the start code, 14-bit width and height (2 bits of scale above). */
export const vp8 = (width: number, height: number) =>
  webp('VP8 ', [0x50, 0x41, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0])

/** A lossless header: 0x2f, then width − 1 and height − 1 in 14 bits each, alpha, version. */
export const vp8l = (width: number, height: number, version = 0) =>
  webp('VP8L', [0x2f, ...le32((width - 1) | ((height - 1) << 14) | (version << 29)), 0, 0, 0])

/** An extended header: flags, then the canvas's width − 1 and height − 1 in 24 bits each. */
export const vp8x = (width: number, height: number) =>
  webp('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)])

/** CRC-32 as PNG computes it over a chunk's type and data. */
export function crc32(data: Uint8Array) {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * The real 10 × 10 PNG fixture with its IHDR claiming another size: its CRC made right for the
 * claim (a header no check of bytes can fault), or left as it was (wrong for the claim).
 */
export function claiming(width: number, height: number, crc: 'right' | 'wrong') {
  const png = fixture('photo-10x10.png').slice()
  png.set([...be32(width), ...be32(height)], 16)
  if (crc === 'right') png.set(be32(crc32(png.subarray(12, 29))), 29)
  return png
}

// The real files, made by an encoder (test/fixtures/images/README.md).
const files = import.meta.glob<string>('../../fixtures/images/*.{jpg,png,webp}', {
  query: '?inline',
  import: 'default',
  eager: true,
})

/** The bytes of test/fixtures/images/<name>. */
export const fixture = (name: string) => {
  const url = files[`../../fixtures/images/${name}`]
  if (url === undefined) throw new Error(`no fixture ${name}`)
  return Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (letter) => letter.charCodeAt(0))
}
