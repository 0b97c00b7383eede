// What the photo tests share (photo-upload.test.ts, photo-serving.test.ts): the instructors'
// form as a browser posts it, a real JPEG, what R2 and the draft hold, and a clean start.
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

export const jpeg = () =>
  new File([fixture('photo-333x517-exif.jpg')], 'ada.jpg', { type: 'image/jpeg' })

export const adaFields = {
  'instructors.0.name': ada.name,
  'instructors.0.role': ada.role,
  'instructors.0.photo.alt': 'Ada at a whiteboard',
}

export const storedKeys = async () => (await env.PHOTOS.list()).objects.map((object) => object.key)

export const draftPhoto = async () =>
  ((await draftsOf(env.DB)).instructors?.body as { instructors: { photo?: object }[] } | undefined)
    ?.instructors[0]?.photo

/** Uploads Ada's photo as the draft's; resolves with its key. */
export async function uploadAda() {
  const saved = await instructorsForm(adaFields, { 'upload.instructors.0.photo.key': jpeg() })
  expect(saved.status).toBe(303)
  const [key] = await storedKeys()
  return key as string
}

/** No draft, no publish and no photo stored: each test starts from nothing. */
export async function clearPhotosAndContent() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
  const keys = await storedKeys()
  if (keys.length > 0) await env.PHOTOS.delete(keys)
}
