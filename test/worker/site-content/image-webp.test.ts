import { describe, expect, it } from 'vitest'
import { photoRefusals, readImage } from '../../../src/server/site-content/image'
import { bytes, fixture, le16, le32, vp8, vp8l, vp8x, webp } from './image-bytes'

const damaged = { ok: false, reason: photoRefusals.damaged }
const incomplete = { ok: false, reason: photoRefusals.incomplete }
const sized = (width: number, height: number) => ({
  ok: true,
  type: 'webp',
  extension: 'webp',
  contentType: 'image/webp',
  width,
  height,
})

describe('a WebP photo', () => {
  it('is sized from a lossy key frame’s 14-bit width and height, its scale bits aside', () => {
    expect(readImage(vp8(1, 1))).toEqual(sized(1, 1))
    expect(readImage(vp8(333, 517))).toEqual(sized(333, 517))
    expect(readImage(vp8(333 | 0xc000, 517 | 0x4000))).toEqual(sized(333, 517))
  })

  it('is sized from a lossless header’s width − 1 and height − 1', () => {
    expect(readImage(vp8l(1, 1))).toEqual(sized(1, 1))
    expect(readImage(vp8l(333, 517))).toEqual(sized(333, 517))
    // The alpha bit above the height is not part of it.
    const alpha = webp('VP8L', [0x2f, ...le32(332 | (516 << 14) | (1 << 28)), 0, 0, 0])
    expect(readImage(alpha)).toEqual(sized(333, 517))
  })

  it('is sized from an extended header’s 24-bit canvas width − 1 and height − 1', () => {
    expect(readImage(vp8x(1, 1))).toEqual(sized(1, 1))
    expect(readImage(vp8x(333, 517))).toEqual(sized(333, 517))
    expect(readImage(vp8x(7999, 3125))).toEqual(sized(7999, 3125))
    const tooLarge = { ok: false, reason: photoRefusals.tooLarge }
    expect(readImage(vp8x(65_537, 1))).toEqual(tooLarge)
    expect(readImage(vp8x(1, 65_537))).toEqual(tooLarge)
  })

  it('is refused as damaged when its first chunk is of no known kind or too short to hold a header', () => {
    expect(readImage(webp('VP8Z', new Uint8Array(10)))).toEqual(damaged)
    expect(readImage(webp('ALPH', new Uint8Array(10)))).toEqual(damaged)
    expect(readImage(bytes('RIFF', le32(4), 'WEBP'))).toEqual(damaged)
    // Each kind's header cut one byte short, in the file and in the chunk's own length.
    for (const [picture, header] of [
      [vp8(20, 10), 10],
      [vp8l(20, 10), 5],
      [vp8x(20, 10), 10],
    ] as const) {
      expect(readImage(picture.subarray(0, 20 + header - 1))).toEqual(damaged)
      const short = bytes(picture)
      short.set(le32(header - 1), 16)
      expect(readImage(short)).toEqual(damaged)
    }
  })

  it('is refused as damaged when a header’s own mark is wrong', () => {
    const noStartCode = vp8(20, 10)
    noStartCode[25] = 0x2b
    expect(readImage(noStartCode)).toEqual(damaged)
    const noSignature = vp8l(20, 10)
    noSignature[20] = 0x2e
    expect(readImage(noSignature)).toEqual(damaged)
    expect(readImage(vp8l(20, 10, 1))).toEqual(damaged)
    expect(readImage(vp8l(20, 10, 4))).toEqual(damaged)
  })

  it('is refused as damaged when its first chunk reaches past the RIFF size', () => {
    const picture = vp8(20, 10)
    picture.set(le32(12 + 12 - 1), 4)
    expect(readImage(picture)).toEqual(damaged)
    picture.set(le32(12 + 12), 4)
    expect(readImage(picture)).toEqual(sized(20, 10))
  })

  it('is refused as cut off when the file ends before its RIFF size', () => {
    for (const name of ['photo-333x517-lossy.webp', 'photo-333x517-alpha.webp']) {
      const real = fixture(name)
      expect(readImage(real.subarray(0, real.length - 1)), name).toEqual(incomplete)
    }
    const alpha = fixture('photo-333x517-alpha.webp')
    expect(readImage(alpha.subarray(0, 40))).toEqual(incomplete)
    // Bytes after the RIFF size are left alone.
    expect(readImage(bytes(vp8(20, 10), 'trailing'))).toEqual(sized(20, 10))
  })

  it('refuses a lossy frame with no width or height', () => {
    const noSize = { ok: false, reason: photoRefusals.noSize }
    expect(readImage(vp8(0, 10))).toEqual(noSize)
    expect(readImage(vp8(0xc000, 10))).toEqual(noSize)
    expect(
      readImage(webp('VP8 ', [0, 0, 0, 0x9d, 1, 0x2a, ...le16(20), ...le16(0), 0, 0])),
    ).toEqual(noSize)
  })
})
