// Instructors' photos taken in (inbox/editor/form/photo-upload.ts): uploaded with the
// instructors' form and recognised by their bytes alone, decoded and stored in R2 re-encoded at
// each size under a key of their own (never the uploaded bytes, nor their metadata) and shown in
// the form; a file that is no photo is refused with the reason and stored nowhere; a key
// or a size a browser sends is never taken for a photo; the post's size allows the photos.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { inboxBodyLimit } from '../../../../src/server/inbox/access/body-limit'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { maxPhotoBytes, photoRefusals } from '../../../../src/server/site-content/image'
import { visibleText } from '../../html'
import { claiming, fixture, png } from '../../site-content/image-bytes'
import { metadataIn, webpSize } from '../../site-content/image-metadata'
import { movingClock } from '../../site-content/moving-clock'
import { asStaff } from '../helpers'
import {
  adaFields,
  clearPhotosAndContent,
  draftPhoto,
  instructorsForm,
  jpeg,
  sizesOf,
  storedKeys,
  uploadAda,
} from './photos'

const later = movingClock('2026-12-01T12:00:00Z')

beforeEach(async () => {
  await clearPhotosAndContent()
  later()
})

describe("an instructor's photo, uploaded", () => {
  it('is stored re-encoded at each size under a key of its own, without its metadata, and drafted', async () => {
    const key = await uploadAda()
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/)
    expect(await draftPhoto()).toEqual({ key, alt: 'Ada at a whiteboard', width: 192, height: 192 })
    // Only the sizes the page draws: the phone's file, its GPS position with it, is stored nowhere.
    expect(await storedKeys()).toEqual(sizesOf(key))
    for (const [stored, side] of [
      [sizesOf(key)[0], 192],
      [sizesOf(key)[1], 96],
    ] as const) {
      const object = await env.PHOTOS.get(stored)
      expect(object?.httpMetadata?.contentType).toBe('image/webp')
      const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))
      expect(webpSize(bytes)).toEqual({ width: side, height: side })
      expect(metadataIn(bytes)).toEqual([])
    }
  })

  it.each([['phone-gps-640x480.png'], ['phone-gps-640x480.webp']])(
    'is taken whatever its name and declared type, and served as WebP (%s)',
    async (name) => {
      const file = new File([fixture(name)], 'ada.jpg', { type: 'image/jpeg' })
      await instructorsForm(adaFields, { 'upload.instructors.0.photo.key': file })
      const [large, small] = await storedKeys()
      expect(large).toMatch(/\/192\.webp$/)
      expect(small).toMatch(/\/96\.webp$/)
      const shown = await asStaff(`/inbox/content/photos/${large}`)
      expect(shown.status).toBe(200)
      expect(shown.headers.get('Content-Type')).toBe('image/webp')
      expect(metadataIn(new Uint8Array(await shown.arrayBuffer()))).toEqual([])
    },
  )

  it.each([
    [
      'an SVG named like a photo',
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        'a.jpg',
        {
          type: 'image/jpeg',
        },
      ),
      'Only JPEG, PNG or WebP photos: this file is not one of them',
    ],
    [
      'a file of no bytes',
      new File([], 'ada.jpg', { type: 'image/jpeg' }),
      'The file is empty: choose the photo again',
    ],
    [
      'a photo over 2 MB',
      new File([fixture('photo-333x517-exif.jpg'), new Uint8Array(maxPhotoBytes)], 'big.jpg'),
      'The photo is larger than 2 MB',
    ],
    [
      'a PNG of 8000 × 8000 px (64 megapixels) in a few bytes',
      new File([png(8000, 8000)], 'huge.png'),
      photoRefusals.tooLarge,
    ],
    [
      'a 10 × 10 PNG whose header claims 7999 × 7999, its CRC wrong',
      new File([claiming(7999, 7999, 'wrong')], 'ada.png'),
      photoRefusals.tooLarge,
    ],
    [
      'a 10 × 10 PNG whose header claims 4000 × 4000, its CRC wrong',
      new File([claiming(4000, 4000, 'wrong')], 'ada.png'),
      photoRefusals.undecodable,
    ],
    [
      'a 10 × 10 PNG whose header claims 4000 × 4000, its CRC made right',
      new File([claiming(4000, 4000, 'right')], 'ada.png'),
      photoRefusals.undecodable,
    ],
  ])(
    'refuses %s with the reason beside the field, storing nothing and keeping what was typed',
    async (_, file, reason) => {
      const refused = await instructorsForm(adaFields, { 'upload.instructors.0.photo.key': file })
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(visibleText(html)).toContain(reason)
      expect(html).toMatch(/id="field-instructors-0-photo-key"[^>]*aria-invalid="true"/)
      expect(html).toContain('value="Ada Okafor"')
      expect(await storedKeys()).toEqual([])
      expect((await draftsOf(env.DB)).instructors).toBeUndefined()
    },
  )

  it('refuses a file that is no photo when nothing else of the photo was typed', async () => {
    // No description either: the form alone would pass, and would be saved without the photo.
    const { 'instructors.0.photo.alt': _, ...withoutDescription } = adaFields
    const refused = await instructorsForm(withoutDescription, {
      'upload.instructors.0.photo.key': new File(['not a photo'], 'ada.jpg'),
    })
    expect(refused.status).toBe(400)
    expect(visibleText(await refused.text())).toContain(
      'Only JPEG, PNG or WebP photos: this file is not one of them',
    )
    expect((await draftsOf(env.DB)).instructors).toBeUndefined()
  })

  it('is kept when the rest of the form is refused: the form comes back holding it', async () => {
    const refused = await instructorsForm(
      { ...adaFields, 'instructors.0.role': 'Lead\u202Einstructor' },
      { 'upload.instructors.0.photo.key': jpeg() },
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    const key = /name="instructors\.0\.photo\.key" value="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(await storedKeys()).toEqual(sizesOf(key))
    expect(html).toContain(`src="/inbox/content/photos/${key.slice(0, 36)}/192.webp"`)
    expect((await draftsOf(env.DB)).instructors).toBeUndefined()
  })

  it('takes neither a key nor a size from the browser: a key no upload stored is refused', async () => {
    const key = await uploadAda()
    const kept = await instructorsForm(
      {
        ...adaFields,
        'instructors.0.photo.key': key,
        'instructors.0.photo.width': '1',
        'instructors.0.photo.height': '1',
      },
      {},
      '1',
    )
    expect(kept.status).toBe(303)
    expect(await draftPhoto()).toMatchObject({ key, width: 192, height: 192 })
    const forged = await instructorsForm(
      { ...adaFields, 'instructors.0.photo.key': `${crypto.randomUUID()}.jpg` },
      {},
      '2',
    )
    expect(forged.status).toBe(400)
    expect(visibleText(await forged.text())).toContain(
      'This photo is no longer stored: choose the file again',
    )
    const typed = await instructorsForm(
      { ...adaFields, 'instructors.0.photo.key': '../x.jpg' },
      {},
      '2',
    )
    expect(typed.status).toBe(400)
    expect(visibleText(await typed.text())).toContain('Photo must be an uploaded image')
  })

  it('is none of the editor’s when R2 holds it without the size an upload records', async () => {
    const bytes = fixture('photo-333x517-lossy.webp')
    const webp = { httpMetadata: { contentType: 'image/webp' } }
    const unsized = crypto.randomUUID()
    const halfSized = crypto.randomUUID()
    // An upload's own file, as stored before re-encoding: none of the sizes a page shows.
    const uploadOnly = crypto.randomUUID()
    await env.PHOTOS.put(`${unsized}/192.webp`, bytes, webp)
    await env.PHOTOS.put(`${halfSized}/192.webp`, bytes, {
      ...webp,
      customMetadata: { width: '192' },
    })
    await env.PHOTOS.put(`${uploadOnly}.webp`, bytes, {
      ...webp,
      customMetadata: { width: '333', height: '517' },
    })
    for (const key of [`${unsized}.webp`, `${halfSized}.webp`, `${uploadOnly}.webp`]) {
      const refused = await instructorsForm({ ...adaFields, 'instructors.0.photo.key': key })
      expect(refused.status, key).toBe(400)
      expect(visibleText(await refused.text()), key).toContain(
        'This photo is no longer stored: choose the file again',
      )
    }
  })

  it('is shown in the form with a box to remove it, which removes it from the draft', async () => {
    const key = await uploadAda()
    const form = await (await asStaff('/inbox/content/instructors')).text()
    expect(form).toMatch(/<form [^>]*enctype="multipart\/form-data"/i)
    expect(form).toContain(`src="/inbox/content/photos/${key.slice(0, 36)}/192.webp"`)
    expect(form).toContain('name="remove.instructors.0.photo.key"')
    const removed = await instructorsForm(
      { ...adaFields, 'instructors.0.photo.key': key, 'remove.instructors.0.photo.key': 'yes' },
      {},
      '1',
    )
    expect(removed.status).toBe(303)
    expect(await draftPhoto()).toBeUndefined()
  })
})

describe('the size of a post with photos', () => {
  const post = (path: string, size: number) =>
    asStaff(path, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(size),
    })

  it('is a photo of the largest size in every place of the instructors’ form, and no more', async () => {
    const limit = inboxBodyLimit('/inbox/content/instructors')
    // Thirteen places (twelve instructors and the spare one), each with a full-size photo.
    expect(limit).toBeGreaterThan(13 * maxPhotoBytes)
    expect((await post('/inbox/content/instructors', limit + 1)).status).toBe(413)
    // Every other form of the inbox takes no file: a photo's size is refused there.
    expect((await post('/inbox/content/faq', maxPhotoBytes)).status).toBe(413)
  })
})
