// Photos as a phone takes them, for the content bench: 12 megapixels (4032 × 3024), as heavy as
// the editor takes (just under 2 MB: grain a JPEG cannot squeeze), with the camera's EXIF and a
// GPS position, which the upload must strip (docs/decisions.md, "Photos are re-encoded").
import sharp from 'sharp'
import { maxPhotoBytes } from '../../src/server/site-content/image.ts'

/** Where the photos say they were taken: a street corner, as a phone at home records it. */
const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '52/1 31/1 12/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '13/1 24/1 36/1',
}

/** One phone photo, at the highest JPEG quality that keeps it under the editor's limit. */
async function phonePhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(0.6)
    .png({ compressionLevel: 0 })
    .toBuffer()
  for (let quality = 90; quality > 10; quality -= 4) {
    const photo = await sharp(grain)
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
  for (let index = 0; index < count; index++) photos.push(await phonePhoto())
  return photos
}
