// What the photo tests share (photo-upload.test.ts, photo-serving.test.ts, photo-sweep.test.ts):
// the instructors' form as a browser posts it, a phone's JPEG, what R2 and the draft hold, and a
// clean start.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { fixture } from '../../site-content/image-bytes'
import { asStaff } from '../helpers'

export const ada = { name: 'Ada Okafor', role: 'Lead instructor' }

/** The instructors' form as a browser posts it: multipart, a file input per place. */
export function instructorsForm(
  fields: Record<string, string>,
  files: Record<string, File> = {},
  basedOn = '0',
) {
  const form = new FormData()
  form.set('basedOn', basedOn)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const [name, file] of Object.entries(files)) form.set(name, file)
  // The spare place's file input, left empty: a browser posts a file of no bytes.
  form.set('upload.instructors.1.photo.key', new File([], '', { type: 'application/octet-stream' }))
  return asStaff('/inbox/content/instructors', { method: 'POST', body: form })
}

/** A phone's photo: EXIF with a GPS position, XMP, a comment (test/fixtures/images/README.md). */
export const jpeg = () =>
  new File([fixture('phone-gps-640x480.jpg')], 'ada.jpg', { type: 'image/jpeg' })

export const adaFields = {
  'instructors.0.name': ada.name,
  'instructors.0.role': ada.role,
  'instructors.0.photo.alt': 'Ada at a whiteboard',
}

/** Every key R2 holds, sorted. */
export const storedKeys = async () =>
  (await env.PHOTOS.list()).objects.map((object) => object.key).sort()

/** The R2 keys of a photo's two sizes, as the upload stores them. */
export const sizesOf = (key: string): [large: string, small: string] => [
  `${key.slice(0, 36)}/192.webp`,
  `${key.slice(0, 36)}/96.webp`,
]

export const draftPhoto = async () =>
  ((await draftsOf(env.DB)).instructors?.body as { instructors: { photo?: object }[] } | undefined)
    ?.instructors[0]?.photo

/** Uploads Ada's photo as the draft's; resolves with its key. */
export async function uploadAda(basedOn = '0') {
  const saved = await instructorsForm(
    adaFields,
    { 'upload.instructors.0.photo.key': jpeg() },
    basedOn,
  )
  expect(saved.status).toBe(303)
  return ((await draftPhoto()) as { key: string }).key
}

/** No draft, no publish and no photo stored or recorded: each test starts from nothing. */
export async function clearPhotosAndContent() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
    env.DB.prepare('DELETE FROM photo_uploads'),
  ])
  const keys = await storedKeys()
  if (keys.length > 0) await env.PHOTOS.delete(keys)
}
