// A photo decoded and encoded anew by the Images binding (site-content/photo-variants.ts): each
// size a square WebP of that side, holding none of the upload's metadata; a file that cannot be
// decoded is refused whatever its header says; an answer that is not what was asked is never
// taken. Miniflare runs the binding with sharp: the bytes are checked, not only that a call ran.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { readImage } from '../../../src/server/site-content/image'
import { encodeVariants } from '../../../src/server/site-content/photo-variants'
import { claiming, fixture } from './image-bytes'
import { metadataIn, webpSize } from './image-metadata'

const riff = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes.subarray(0, 4), ...bytes.subarray(8, 12))

describe('a photo encoded for the site', () => {
  it.each([
    'phone-gps-640x480.jpg',
    'phone-gps-640x480.png',
    'phone-gps-640x480.webp',
    'photo-333x517-alpha.webp',
    'photo-517x333-progressive.jpg',
  ])('is a square WebP of 96 and of 192 px from %s, with no metadata', async (name) => {
    const upload = fixture(name)
    // The fixtures of a phone carry its EXIF with a GPS position, XMP and text.
    if (name.startsWith('phone')) expect(metadataIn(upload)).toContain('LumenPhone')
    const variants = await encodeVariants(env.IMAGES, upload)
    expect(variants?.map(({ size, side }) => [size, side])).toEqual([
      [96, 96],
      [192, 192],
    ])
    for (const { size, bytes } of variants ?? []) {
      expect(riff(bytes)).toBe('RIFFWEBP')
      expect(webpSize(bytes)).toEqual({ width: size, height: size })
      expect(metadataIn(bytes), `${name} at ${size}`).toEqual([])
      expect(bytes.length).toBeGreaterThan(100)
    }
  })

  it('is encoded from a photo smaller than the sizes, enlarged to fill them', async () => {
    const variants = await encodeVariants(env.IMAGES, fixture('photo-10x10.png'))
    expect(variants?.map((variant) => webpSize(variant.bytes))).toEqual([
      { width: 96, height: 96 },
      { width: 192, height: 192 },
    ])
  })

  it('is not made from a PNG that cannot be decoded, whatever its header claims', async () => {
    // Headers a byte reader accepts: the size within the limits, the chunks whole to IEND.
    const lying = claiming(4000, 4000, 'right')
    const badCrc = claiming(4000, 4000, 'wrong')
    for (const bytes of [lying, badCrc]) {
      expect(readImage(bytes)).toMatchObject({ ok: true, width: 4000, height: 4000 })
      expect(await encodeVariants(env.IMAGES, bytes)).toBeNull()
    }
    // The fixture itself, its CRC recomputed for its own size, is whole and decodes.
    expect(await encodeVariants(env.IMAGES, claiming(10, 10, 'right'))).toHaveLength(2)
    const sameSizeBadCrc = fixture('photo-10x10.png').slice()
    sameSizeBadCrc[29] = (sameSizeBadCrc[29] ?? 0) ^ 0xff
    expect(await encodeVariants(env.IMAGES, sameSizeBadCrc)).toBeNull()
  })

  it('is never the binding’s answer unchecked: the upload handed back is refused', async () => {
    const upload = fixture('phone-gps-640x480.webp')
    // A binding whose transform did nothing: its answer is the upload, metadata and all.
    const idle = {
      input: () => ({
        transform() {
          return this
        },
        output: async () => ({ image: () => new Blob([upload]).stream() }),
      }),
    } as unknown as ImagesBinding
    await expect(encodeVariants(idle, upload)).rejects.toThrow('no clean 96 px WebP')
  })
})
