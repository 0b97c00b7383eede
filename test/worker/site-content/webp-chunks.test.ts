// What a WebP holds beside its picture (site-content/webp-chunks.ts): the check that a photo
// encoded for the site carries no EXIF or XMP, where a phone writes the place a photo was taken.
// A file the check cannot read to its end holds, as far as it can tell, anything.
import { describe, expect, it } from 'vitest'
import { holdsPictureOnly, webpChunks } from '../../../src/server/site-content/webp-chunks'
import { bytes, fixture, le32, vp8, vp8l, vp8x } from './image-bytes'

/** A RIFF WEBP file of these chunks, each its kind, length and data (padded to even). */
const chunks = (...parts: [kind: string, data: number[]][]) => {
  const body = bytes(
    ...parts.map(([kind, data]) =>
      bytes(kind, le32(data.length), data, data.length % 2 ? [0] : []),
    ),
  )
  return bytes('RIFF', le32(4 + body.length), 'WEBP', body)
}

describe('the chunks of a WebP', () => {
  it('are read in order, an odd length padded, a last empty chunk included', () => {
    expect(webpChunks(chunks(['VP8X', [1, 2, 3]], ['ALPH', [4]], ['VP8 ', [5, 6]]))).toEqual([
      'VP8X',
      'ALPH',
      'VP8 ',
    ])
    expect(webpChunks(chunks(['VP8L', [1, 2]], ['ICCP', []]))).toEqual(['VP8L', 'ICCP'])
    expect(webpChunks(bytes('RIFF', le32(4), 'WEBP'))).toEqual([])
  })

  it('are not read from a file cut off in a chunk’s header or its data', () => {
    const whole = chunks(['VP8 ', [1, 2, 3, 4]], ['EXIF', [5, 6]])
    expect(webpChunks(whole.subarray(0, whole.length - 1))).toBeNull()
    expect(webpChunks(whole.subarray(0, 12 + 12 + 4))).toBeNull()
    expect(webpChunks(bytes(vp8(96, 96), 'EX'))).toBeNull()
    expect(holdsPictureOnly(bytes(vp8(96, 96), 'EXIF'))).toBe(false)
  })
})

describe('a WebP that holds a picture alone', () => {
  it('is a lossy, lossless or extended picture, with its alpha or colour profile', () => {
    expect(holdsPictureOnly(vp8(96, 96))).toBe(true)
    expect(holdsPictureOnly(vp8l(96, 96))).toBe(true)
    expect(holdsPictureOnly(chunks(['VP8X', [0]], ['ICCP', [1, 2]], ['VP8L', [3]]))).toBe(true)
    expect(holdsPictureOnly(chunks(['VP8X', [0]], ['ALPH', [1]], ['VP8 ', [2]]))).toBe(true)
    expect(holdsPictureOnly(vp8x(96, 96))).toBe(true)
  })

  it('is not one with EXIF, XMP or an animation beside it, nor one with no chunk at all', () => {
    expect(holdsPictureOnly(fixture('phone-gps-640x480.webp'))).toBe(false)
    expect(holdsPictureOnly(chunks(['VP8X', [0]], ['VP8 ', [1]], ['EXIF', [2]]))).toBe(false)
    expect(holdsPictureOnly(chunks(['VP8 ', [1]], ['XMP ', [2]]))).toBe(false)
    expect(holdsPictureOnly(chunks(['VP8X', [0]], ['ANIM', [1]], ['ANMF', [2]]))).toBe(false)
    expect(holdsPictureOnly(bytes('RIFF', le32(4), 'WEBP'))).toBe(false)
  })
})
