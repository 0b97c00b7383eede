// What the graduates' editor tests share (graduates-editor.test.ts, graduate-erasure.test.ts):
// the graduates' form as a browser posts it, with a phone's photo, and what the draft holds.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { asStaff } from '../helpers'
import { jpeg } from './photos'

export const sam = {
  name: 'Sam Ortiz',
  cohort: 'March 2026',
  role: 'Frontend developer at a bank',
  words: 'I kept my job and still shipped a project every week.',
  consentDate: '2026-10-02',
}

/** Sam's entry as the form names its fields, at place `index` (with a photo's words, if any). */
export const samFields = (index = 0, entry: Partial<typeof sam> = sam, alt?: string) =>
  Object.fromEntries([
    ...Object.entries(entry).map(([key, value]) => [`graduates.${index}.${key}`, value]),
    ...(alt ? [[`graduates.${index}.photo.alt`, alt]] : []),
  ])

/** The graduates' form as a browser posts it: multipart, a file input per place. */
export function graduatesForm(
  fields: Record<string, string>,
  files: Record<string, File> = {},
  basedOn = '0',
) {
  const form = new FormData()
  form.set('basedOn', basedOn)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const [name, file] of Object.entries(files)) form.set(name, file)
  return asStaff('/inbox/content/graduates', { method: 'POST', body: form })
}

export const graduatesDraft = async () =>
  (await draftsOf(env.DB)).graduates?.body as
    | { graduates: (typeof sam & { photo?: { key: string } })[] }
    | undefined

/** Saves Sam, photo and all, as the draft; resolves with the photo's key. */
export async function uploadSam(basedOn = '0') {
  const saved = await graduatesForm(
    samFields(0, sam, 'Sam at a desk'),
    { 'upload.graduates.0.photo.key': jpeg() },
    basedOn,
  )
  expect(saved.status).toBe(303)
  return (await graduatesDraft())?.graduates[0]?.photo?.key ?? ''
}
