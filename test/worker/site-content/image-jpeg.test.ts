import { describe, expect, it } from 'vitest'
import { photoRefusals, readImage } from '../../../src/server/site-content/image'
import { bytes, fixture, frame, jpeg, quantisation, scanAndEnd, segment } from './image-bytes'

const damaged = { ok: false, reason: photoRefusals.damaged }
const incomplete = { ok: false, reason: photoRefusals.incomplete }
const sized = (width: number, height: number) => ({
  ok: true,
  type: 'jpeg',
  extension: 'jpg',
  contentType: 'image/jpeg',
  width,
  height,
})

// An APP1 segment as cameras write it: EXIF, with bytes inside that look like a frame header.
const exif = segment(0xe1, bytes('Exif\0\0II*\0', [0xff, 0xc0, 0, 17, 8, 0x1f, 0x40, 0x1f, 0x40]))

describe('a JPEG photo', () => {
  it('is sized from its first frame header, odd sizes included', () => {
    expect(readImage(jpeg(frame(1, 1)))).toEqual(sized(1, 1))
    expect(readImage(jpeg(quantisation, frame(333, 517)))).toEqual(sized(333, 517))
    expect(readImage(jpeg(frame(517, 333), frame(20, 10)))).toEqual(sized(517, 333))
  })

  it('skips EXIF and the other segments before the frame by their lengths', () => {
    expect(readImage(jpeg(exif, quantisation, frame(333, 517)))).toEqual(sized(333, 517))
    const jfif = segment(0xe0, bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]))
    expect(readImage(jpeg(jfif, exif, segment(0xfe, 'a comment'), frame(640, 480)))).toEqual(
      sized(640, 480),
    )
    // A segment of its length alone, and one longer than 255 bytes (an ICC profile's APP2).
    expect(readImage(jpeg(segment(0xfe), frame(640, 480)))).toEqual(sized(640, 480))
    const profile = segment(0xe2, bytes('ICC_PROFILE\0', new Uint8Array(600)))
    expect(readImage(jpeg(profile, frame(640, 480)))).toEqual(sized(640, 480))
  })

  it('is sized from any frame header SOF0–SOF15, progressive (SOF2) included', () => {
    const frames = [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]
    for (const marker of frames) {
      expect(readImage(jpeg(frame(333, 517, marker))), marker.toString(16)).toEqual(sized(333, 517))
    }
  })

  it('never takes a Huffman table, JPG or arithmetic-coding segment for a frame header', () => {
    // Each holds bytes where a frame's size would be (8000 × 8000): read, they would pass.
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      const lookalike = segment(marker, [8, 0x1f, 0x40, 0x1f, 0x40, 1, 1, 0x11, 0])
      expect(readImage(jpeg(lookalike, frame(20, 10))), marker.toString(16)).toEqual(sized(20, 10))
    }
  })

  it('allows fill bytes before a marker and markers that stand alone', () => {
    const filled = bytes([0xff, 0xff, 0xff], frame(20, 10).subarray(1))
    expect(readImage(jpeg(quantisation, filled))).toEqual(sized(20, 10))
    const alone = [0xff, 0x01, 0xff, 0xd0, 0xff, 0xd7]
    expect(readImage(jpeg(alone, frame(20, 10)))).toEqual(sized(20, 10))
  })

  it('is refused as damaged when cut in the middle of a segment before the frame', () => {
    const real = fixture('photo-333x517-exif.jpg')
    // Inside the EXIF segment, then inside the frame header itself.
    expect(readImage(real.subarray(0, 100))).toEqual(damaged)
    const whole = jpeg(quantisation, frame(20, 10))
    const frameAt = 2 + quantisation.length
    for (const end of [3, 4, 5, frameAt + 1, frameAt + 3, frameAt + 10]) {
      expect(readImage(whole.subarray(0, end)), `cut at ${end}`).toEqual(damaged)
    }
  })

  it('is refused as damaged when a segment’s length points past the end', () => {
    const lying = jpeg(quantisation, frame(20, 10))
    lying.set([0xff, 0xff], 4) // the quantisation table's length
    expect(readImage(lying)).toEqual(damaged)
    const exact = bytes([0xff, 0xd8], segment(0xe0, [1, 2]))
    expect(readImage(exact)).toEqual(damaged)
    exact[5] = 5 // one byte more than there is
    expect(readImage(exact)).toEqual(damaged)
  })

  it('is refused as damaged when a length is too short to count itself, or a frame too short', () => {
    for (const length of [0, 1]) {
      expect(readImage(jpeg([0xff, 0xe0, 0, length], frame(20, 10))), `${length}`).toEqual(damaged)
    }
    expect(readImage(jpeg(segment(0xc0, [8, 0, 10, 0, 20])))).toEqual(damaged)
    // A frame header of six bytes holds its precision, height, width and one more.
    expect(readImage(jpeg(segment(0xc0, [8, 0, 10, 0, 20, 1])))).toEqual(sized(20, 10))
  })

  it('is refused as damaged when a scan, an end or a second start comes before any frame', () => {
    expect(readImage(bytes([0xff, 0xd8], scanAndEnd))).toEqual(damaged)
    expect(readImage(jpeg([0xff, 0xd9], frame(20, 10)))).toEqual(damaged)
    expect(readImage(jpeg([0xff, 0xd8], frame(20, 10)))).toEqual(damaged)
    expect(readImage(jpeg([0xff, 0x00], frame(20, 10)))).toEqual(damaged)
    // Each followed by what would read as an empty segment, so only the marker refuses it.
    for (const marker of [0x00, 0xd8, 0xd9, 0xda]) {
      const early = jpeg([0xff, marker, 0, 2], frame(20, 10))
      expect(readImage(early), marker.toString(16)).toEqual(damaged)
    }
  })

  it('is refused as damaged when a marker the standard reserves comes before the frame', () => {
    // Decoders stop at them (libjpeg: "Unsupported marker"); each here could pass for a segment.
    for (const marker of [0x02, 0x80, 0xbf]) {
      const reserved = segment(marker, [8, 0, 10, 0, 20, 1, 1, 0x11, 0])
      expect(readImage(jpeg(reserved, frame(20, 10))), marker.toString(16)).toEqual(damaged)
    }
    expect(readImage(jpeg(segment(0xdd, [0, 0]), frame(20, 10)))).toEqual(sized(20, 10))
  })

  it('is refused as damaged when bytes between segments are not a marker', () => {
    expect(readImage(jpeg(quantisation, [0x00], frame(20, 10)))).toEqual(damaged)
    expect(readImage(jpeg(quantisation, [0x12, 0xff], frame(20, 10)))).toEqual(damaged)
    // A marker's byte without the FF before it: an APP0 of length 2, were it read as one.
    expect(readImage(jpeg(quantisation, [0xe0, 0, 2], frame(20, 10)))).toEqual(damaged)
    expect(readImage(bytes([0xff, 0xd8, 0xff, 0xff, 0xff]))).toEqual(damaged)
    expect(readImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual(damaged)
    expect(readImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0]))).toEqual(damaged)
  })

  it('is refused as cut off when it ends after the frame header but before its end marker', () => {
    const real = fixture('photo-517x333-progressive.jpg')
    expect(readImage(real)).toEqual(sized(517, 333))
    expect(readImage(real.subarray(0, real.length - 1))).toEqual(incomplete)
    expect(readImage(real.subarray(0, Math.floor(real.length * 0.8)))).toEqual(incomplete)
    const whole = jpeg(frame(20, 10))
    expect(readImage(whole.subarray(0, 2 + 19))).toEqual(incomplete)
    // Nothing after the frame header: whole, so its size is read, and nothing of the picture.
    expect(readImage(whole.subarray(0, 2 + frame(20, 10).length))).toEqual(incomplete)
    // An end marker inside EXIF, before the frame, is a thumbnail's, not the picture's.
    const thumbnail = segment(0xe1, bytes('Exif\0\0', [0xff, 0xd8, 0xff, 0xd9]))
    expect(readImage(bytes([0xff, 0xd8], thumbnail, frame(20, 10), [0xff, 0xda]))).toEqual(
      incomplete,
    )
    // Bytes after the end marker are left alone (some phones append their own).
    expect(readImage(bytes(whole, 'trailer'))).toEqual(sized(20, 10))
  })

  it('refuses a frame with no height (one to come later in the file) and one too large', () => {
    expect(readImage(jpeg(frame(20, 0)))).toEqual({ ok: false, reason: photoRefusals.noSize })
    expect(readImage(jpeg(frame(8001, 10)))).toEqual({ ok: false, reason: photoRefusals.tooLarge })
    expect(readImage(jpeg(frame(10, 65_535)))).toEqual({
      ok: false,
      reason: photoRefusals.tooLarge,
    })
  })

  it('reads a file of the smallest segments, or of fill bytes, to its end in one pass', () => {
    const size = 2_097_152
    const comments = new Uint8Array(size - 2)
    for (let at = 0; at + 4 <= comments.length; at += 4) comments.set([0xff, 0xfe, 0, 2], at)
    comments.set([0xff, 0xfe], comments.length - 2)
    expect(readImage(bytes([0xff, 0xd8], comments))).toEqual(damaged)
    const fill = new Uint8Array(size).fill(0xff)
    fill[1] = 0xd8
    expect(readImage(fill)).toEqual(damaged)
    const noEnd = bytes(jpeg(frame(20, 10)).subarray(0, -2), new Uint8Array(size - 64).fill(0xff))
    expect(readImage(noEnd)).toEqual(incomplete)
  })
})
