import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  maxPhotoBytes,
  maxPhotoPixels,
  photoKey,
  photoRefusals,
  readImage,
} from '../../../src/server/site-content/image'
import { bytes, chunk, fixture, png, pngSignature, vp8l, vp8x } from './image-bytes'

describe('an uploaded photo, recognised by its bytes', () => {
  it.each([
    ['photo-1x1.png', 'png', 'png', 'image/png', 1, 1],
    ['photo-333x517.png', 'png', 'png', 'image/png', 333, 517],
    ['photo-333x517-exif.jpg', 'jpeg', 'jpg', 'image/jpeg', 333, 517],
    ['photo-517x333-progressive.jpg', 'jpeg', 'jpg', 'image/jpeg', 517, 333],
    ['photo-333x517-lossy.webp', 'webp', 'webp', 'image/webp', 333, 517],
    ['photo-333x517-lossless.webp', 'webp', 'webp', 'image/webp', 333, 517],
    ['photo-333x517-alpha.webp', 'webp', 'webp', 'image/webp', 333, 517],
  ])(
    'accepts %s, an encoder’s real file, with its kind and size',
    (name, type, extension, contentType, width, height) => {
      expect(readImage(fixture(name))).toEqual({
        ok: true,
        type,
        extension,
        contentType,
        width,
        height,
      })
    },
  )

  it('is asked for its bytes alone: a name or a declared type cannot be passed, so never trusted', () => {
    expectTypeOf(readImage).parameters.toEqualTypeOf<[bytes: Uint8Array]>()
    // A PNG saved as photo.jpg, uploaded as image/jpeg, is still a PNG.
    expect(readImage(fixture('photo-333x517.png'))).toMatchObject({ ok: true, type: 'png' })
  })

  it('reads bytes that sit inside a larger buffer from where they start', () => {
    const photo = fixture('photo-333x517-exif.jpg')
    const buffer = new Uint8Array(photo.length + 7)
    buffer.set([0x89, 0x50, 0x4e, 0x47, 0, 0, 0], 0)
    buffer.set(photo, 7)
    expect(readImage(buffer.subarray(7))).toMatchObject({ ok: true, width: 333, height: 517 })
  })

  it('refuses an empty file', () => {
    expect(readImage(new Uint8Array(0))).toEqual({ ok: false, reason: photoRefusals.empty })
  })

  it('accepts 2 MiB exactly and refuses one byte more, before reading anything', () => {
    const padded = (size: number) => {
      const head = png(40, 30)
      const filler = size - head.length - 12
      // An ancillary chunk before IEND carries the weight; the file stays a whole PNG.
      return bytes(head.subarray(0, -12), chunk('zzZz', new Uint8Array(filler)), chunk('IEND'))
    }
    expect(maxPhotoBytes).toBe(2_097_152)
    expect(padded(2_097_152).length).toBe(2_097_152)
    expect(readImage(padded(2_097_152))).toMatchObject({ ok: true, width: 40, height: 30 })
    const tooHeavy = { ok: false, reason: photoRefusals.tooHeavy }
    expect(readImage(padded(2_097_153))).toEqual(tooHeavy)
    // Not even looked at: bytes that are no picture at all get the same answer.
    expect(readImage(new Uint8Array(2_097_153))).toEqual(tooHeavy)
    expect(photoRefusals.tooHeavy).toContain('larger than 2 MB')
  })

  it.each([
    ['SVG with an XML prolog', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['SVG without one', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'],
    ['SVG after a byte-order mark', '\xef\xbb\xbf<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['GIF89a', 'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00;'],
    ['GIF87a', 'GIF87a\x01\x00\x01\x00\x00\x00\x00;'],
    ['HTML', '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'],
    ['text', 'a photo of Ada'],
    ['half a PNG signature', '\x89PNG\r\n'],
    ['a PNG signature with one byte changed', '\x89PNG\r\n\x1b\n\x00\x00\x00\x0dIHDR'],
    ['a JPEG start without a marker after it', '\xff\xd8\x00\xff\xe0\x00\x10'],
    ['two bytes of JPEG', '\xff\xd8'],
    ['RIFF of another kind', 'RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00'],
    ['WEBP without RIFF', 'RIFX\x24\x00\x00\x00WEBPVP8 '],
    ['a PDF', '%PDF-1.7\n'],
  ])('refuses %s as not a photo', (_, text) => {
    expect(readImage(bytes(text))).toEqual({ ok: false, reason: photoRefusals.notAPhoto })
  })

  it('refuses a picture with no width or no height', () => {
    const noSize = { ok: false, reason: photoRefusals.noSize }
    expect(readImage(png(0, 10))).toEqual(noSize)
    expect(readImage(png(10, 0))).toEqual(noSize)
  })

  it('accepts 25 megapixels and 8000 px a side, and refuses anything larger', () => {
    const tooLarge = { ok: false, reason: photoRefusals.tooLarge }
    expect(maxPhotoPixels).toBe(25_000_000)
    expect(readImage(png(5000, 5000))).toMatchObject({ ok: true, width: 5000, height: 5000 })
    expect(readImage(png(8000, 3125))).toMatchObject({ ok: true, width: 8000, height: 3125 })
    expect(readImage(png(3125, 8000))).toMatchObject({ ok: true, width: 3125, height: 8000 })
    // 64 megapixels in a file of a few bytes: what no page needs, refused before any decoding.
    expect(readImage(png(8000, 8000))).toEqual(tooLarge)
    expect(readImage(png(5000, 5001))).toEqual(tooLarge)
    expect(readImage(png(8001, 10))).toEqual(tooLarge)
    expect(readImage(png(10, 8001))).toEqual(tooLarge)
    expect(readImage(vp8x(16_777_216, 1))).toEqual(tooLarge)
    expect(readImage(vp8l(1, 16_384))).toEqual(tooLarge)
    expect(photoRefusals.tooLarge).toBe(
      'The photo is too large: at most 25 megapixels and 8000 px a side (about 1200 px wide is plenty)',
    )
  })

  it('gives staff a reason for every refusal, in words', () => {
    for (const reason of Object.values(photoRefusals)) expect(reason).toMatch(/^The |^Only /)
    expect(readImage(bytes(pngSignature, 'garbage'))).toEqual({
      ok: false,
      reason: photoRefusals.damaged,
    })
  })
})

describe('a stored photo’s key', () => {
  it('is a fresh random name, ending .webp: every size is stored re-encoded as WebP', () => {
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'
    expect(photoKey()).toMatch(new RegExp(`^${uuid}\\.webp$`))
    expect(photoKey()).not.toBe(photoKey())
  })
})
