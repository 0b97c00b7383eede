// Photos as a phone takes them, for the content bench: 12 megapixels (4032 × 3024), as heavy as
// the editor takes (just under 2 MB), with the camera's EXIF and a GPS position, which the upload
// must strip (docs/decisions.md, "Photos are re-encoded").
import sharp from 'sharp'
import { maxPhotoBytes } from '../../src/server/site-content/image.ts'

/** Where the photos say they were taken: a street corner, as a phone at home records it. */
const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '52/1 31/1 12/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '13/1 24/1 36/1',
}

const width = 4032
const height = 3024

/**
 * A picture with what a photo has at every scale: shapes and shading a thumbnail keeps (waves of
 * several lengths, another phase per channel and photo) and the sensor's grain, which a JPEG
 * cannot squeeze.
 */
function pixels(seed: number): Buffer {
  const data = Buffer.alloc(width * height * 3)
  let random = seed * 2654435761
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let channel = 0; channel < 3; channel++) {
        random = (random * 1103515245 + 12345) >>> 0
        const phase = seed + channel * 2.1
        const shade =
          128 +
          55 * Math.sin(x / 37 + y / 53 + phase) +
          35 * Math.sin(x / 211 + phase) * Math.cos(y / 173 - phase) +
          ((random >>> 24) - 128) / 3
        data[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, shade))
      }
  return data
}

/** One phone photo, at the highest JPEG quality that keeps it under the editor's limit. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 3 as const } }
  const picture = pixels(seed)
  for (let quality = 92; quality > 10; quality -= 4) {
    const photo = await sharp(picture, raw)
      .jpeg({ quality })
      .withExif({ IFD0: { Make: 'Phone', Model: 'Bench camera' }, IFD3: gps })
      .toBuffer()
    if (photo.length <= maxPhotoBytes) return photo
  }
  throw new Error('no quality brings the photo under the editor limit')
}

/** `count` phone photos, each its own grain. */
export async function phonePhotos(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = []
  for (let index = 0; index < count; index++) photos.push(await phonePhoto(index + 1))
  return photos
}
