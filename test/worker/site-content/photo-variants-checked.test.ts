// The Images binding's answer checked before anything is stored (site-content/photo-variants.ts):
// a square WebP no larger than the size asked, holding the picture alone. A binding that answers
// otherwise (larger, not square, with EXIF beside the picture, not a WebP) fails the upload, so
// nothing a visitor's browser fetches can be other than what the page draws, or carry a place.
import { describe, expect, it } from 'vitest'
import { encodeVariants } from '../../../src/server/site-content/photo-variants'
import { bytes, fixture, le32, vp8 } from './image-bytes'

/** A binding that answers each size asked with `answer(size)`, whatever the upload. */
const answering = (answer: (size: number) => Uint8Array) =>
  ({
    input: () => {
      let size = 0
      const chain = {
        transform(options: { width: number }) {
          size = options.width
          return chain
        },
        output: async () => ({ image: () => new Blob([answer(size).slice()]).stream() }),
      }
      return chain
    },
  }) as unknown as ImagesBinding

const upload = fixture('photo-10x10.png')

/** A lossy WebP of one key frame, `side` px square, then `extra` chunks. */
const square = (side: number, ...extra: Uint8Array[]) => {
  const frame = vp8(side, side).subarray(12)
  const body = bytes(frame, ...extra)
  return bytes('RIFF', le32(4 + body.length), 'WEBP', body)
}

describe('an encoded size the binding answers', () => {
  it('is taken when it is a square WebP of the size asked or smaller, the picture alone', async () => {
    const variants = await encodeVariants(
      answering((size) => square(size === 96 ? 96 : 150)),
      upload,
    )
    expect(variants?.map(({ size, side }) => [size, side])).toEqual([
      [96, 96],
      [192, 150],
    ])
  })

  it('is refused when larger than asked', async () => {
    await expect(
      encodeVariants(
        answering(() => square(192)),
        upload,
      ),
    ).rejects.toThrow('no clean 96 px WebP')
  })

  it('is refused when it is not square', async () => {
    const wide = (size: number) => vp8(size, size - 16)
    await expect(encodeVariants(answering(wide), upload)).rejects.toThrow('no clean 96 px WebP')
  })

  it('is refused when it holds EXIF beside the picture', async () => {
    const exif = bytes('EXIF', le32(6), 'Exif\0\0')
    await expect(
      encodeVariants(
        answering((size) => square(size, exif)),
        upload,
      ),
    ).rejects.toThrow('no clean 96 px WebP')
  })

  it('is refused when it is a RIFF file of another kind', async () => {
    const other = (size: number) => {
      const webp = square(size)
      webp.set(bytes('WAVE'), 8)
      return webp
    }
    await expect(encodeVariants(answering(other), upload)).rejects.toThrow('no clean 96 px WebP')
  })

  it('is refused when the binding’s WebP cannot be read', async () => {
    const cut = (size: number) => square(size).subarray(0, 22)
    await expect(encodeVariants(answering(cut), upload)).rejects.toThrow('no clean 96 px WebP')
  })
})
