import { describe, expect, it } from 'vitest'
import { photoRefusals, readImage } from '../../../src/server/site-content/image'
import { be32, bytes, chunk, fixture, ihdr, png, pngSignature } from './image-bytes'

const damaged = { ok: false, reason: photoRefusals.damaged }
const incomplete = { ok: false, reason: photoRefusals.incomplete }

describe('a PNG photo', () => {
  it('is sized from its IHDR, odd sizes included', () => {
    for (const [width, height] of [
      [1, 1],
      [333, 517],
      [517, 333],
      [7999, 2],
    ] as const) {
      expect(readImage(png(width, height))).toEqual({
        ok: true,
        type: 'png',
        extension: 'png',
        contentType: 'image/png',
        width,
        height,
      })
    }
  })

  it('is walked chunk by chunk to IEND, whatever the chunks before it hold', () => {
    // A chunk whose data reads like IEND is skipped by its length, not matched.
    const textChunk = chunk('tEXt', bytes('Comment\0', be32(0), 'IEND'))
    expect(readImage(png(20, 10, textChunk, chunk('IDAT', [1, 2, 3])))).toMatchObject({
      ok: true,
      width: 20,
      height: 10,
    })
    // Bytes after IEND are left alone, as browsers do.
    expect(readImage(bytes(png(20, 10), 'trailing'))).toMatchObject({ ok: true, width: 20 })
  })

  it('is refused as damaged when IHDR’s length lies', () => {
    for (const length of [0, 12, 14, 0xffffffff]) {
      const lying = bytes(pngSignature, ihdr(20, 10, length), chunk('IEND'))
      expect(readImage(lying), `IHDR length ${length}`).toEqual(damaged)
    }
  })

  it('is refused as damaged when IHDR is not the first chunk', () => {
    const late = bytes(pngSignature, chunk('tEXt', 'a'), ihdr(20, 10), chunk('IEND'))
    expect(readImage(late)).toEqual(damaged)
    const renamed = png(20, 10)
    renamed[15] = 0x53 // IHDS
    expect(readImage(renamed)).toEqual(damaged)
  })

  it('is refused as damaged when it ends inside IHDR', () => {
    const whole = png(20, 10)
    expect(readImage(whole.subarray(0, 32))).toEqual(damaged)
    expect(readImage(whole.subarray(0, 12))).toEqual(damaged)
    // IHDR whole with its CRC and nothing after it: the size is read, the picture is missing.
    expect(readImage(whole.subarray(0, 33))).toEqual(incomplete)
  })

  it('is refused as cut off when it ends before IEND', () => {
    const real = fixture('photo-333x517.png')
    expect(readImage(real.subarray(0, real.length - 1))).toEqual(incomplete)
    expect(readImage(real.subarray(0, real.length - 12))).toEqual(incomplete)
    expect(readImage(real.subarray(0, Math.floor(real.length / 2)))).toEqual(incomplete)
    // A chunk whose length points past the end of the file.
    const long = bytes(pngSignature, ihdr(20, 10), chunk('IDAT', [1, 2], 3), chunk('IEND'))
    expect(readImage(long)).toEqual(incomplete)
    const huge = bytes(pngSignature, ihdr(20, 10), chunk('IDAT', [1, 2], 0xfffffff0), chunk('IEND'))
    expect(readImage(huge)).toEqual(incomplete)
  })

  it('reads a file of the smallest chunks to its end in one pass', () => {
    // 2 MiB of empty chunks: every step moves 12 bytes on, and the walk ends at the file's end.
    const count = Math.floor((2_097_152 - 33 - 8) / 12)
    const chunks = new Uint8Array(count * 12)
    for (let at = 0; at < chunks.length; at += 12)
      chunks.set([0, 0, 0, 0, 0x74, 0x45, 0x58, 0x74], at)
    expect(readImage(bytes(pngSignature, ihdr(20, 10), chunks))).toEqual(incomplete)
    expect(
      readImage(bytes(pngSignature, ihdr(20, 10), chunks.subarray(12), chunk('IEND'))),
    ).toMatchObject({ ok: true })
  })
})
