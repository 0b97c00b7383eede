// Photos stored as uploaded, before re-encoding, met by the scheduled job (photo-sweep.ts's
// encodeStoredUploads) in a bucket that holds other things too: an object that is no upload (a
// file an operator put there, named otherwise) is left as it is, an upload that cannot be decoded
// stays where it is, and neither keeps the job from the uploads after them.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { photosPerRun } from '../../../../src/server/inbox/editor/erasure/photo-sweep'
import { runScheduledJob } from '../../../../src/server/scheduled'
import { fixture } from '../../site-content/image-bytes'
import { clearPhotosAndContent, storedKeys } from './photos'

beforeEach(clearPhotosAndContent)

/** A key that sorts before every uuid: the listing names it first. */
const early = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`

describe('photos stored as uploaded, among objects that are no photo to encode', () => {
  it('encodes the uploads after them, and leaves each of them as it was', async () => {
    const others = Array.from({ length: photosPerRun.encoded }, (_, index) => `0-logo-${index}.png`)
    // Images, but not named as an upload is: not the job's to re-encode or delete.
    for (const key of others) await env.PHOTOS.put(key, fixture('photo-10x10.png'))
    const damaged = Array.from(
      { length: photosPerRun.encoded },
      (_, index) => `${early(index)}.jpg`,
    )
    for (const key of damaged) await env.PHOTOS.put(key, 'no image at all')
    const id = 'ffffffff-0000-4000-8000-000000000000'
    await env.PHOTOS.put(`${id}.jpg`, fixture('phone-gps-640x480.jpg'))
    await runScheduledJob(env, new Date('2026-12-01T12:00:00Z'))
    expect(await storedKeys()).toEqual(
      [...others, ...damaged, `${id}/192.webp`, `${id}/96.webp`].sort(),
    )
    const { results } = await env.DB.prepare('SELECT id FROM photo_uploads').all()
    expect(results).toEqual([{ id }])
  })
})

describe('photos stored as uploaded, past the first page of the listing', () => {
  it('are found on the pages after it', async () => {
    // A page names at most 1,000 objects and folders; an encoded photo is a folder of sizes.
    const encoded = Array.from({ length: 1000 }, (_, index) => `${early(index)}/96.webp`)
    for (let at = 0; at < encoded.length; at += 100)
      await Promise.all(encoded.slice(at, at + 100).map((key) => env.PHOTOS.put(key, 'sized')))
    const id = 'ffffffff-0000-4000-8000-000000000000'
    await env.PHOTOS.put(`${id}.jpg`, fixture('phone-gps-640x480.jpg'))
    await runScheduledJob(env, new Date('2026-12-01T12:00:00Z'))
    const keys = (await env.PHOTOS.list({ prefix: 'ffffffff' })).objects.map(({ key }) => key)
    expect(keys).toEqual([`${id}/192.webp`, `${id}/96.webp`])
  })
})
