// Every photo stored for a person, wherever it went (inbox/editor/erasure/photo-uploads.ts): an
// erasure deletes each one ever uploaded for them, a replaced one and one only a refused form kept
// included; the scheduled job deletes a photo no draft and no kept version names once its grace day
// has passed, a few a run (photo-sweep.ts), and encodes a photo stored before re-encoding.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { photosPerRun } from '../../../../src/server/inbox/editor/erasure/photo-sweep'
import { runScheduledJob } from '../../../../src/server/scheduled'
import { fixture } from '../../site-content/image-bytes'
import { metadataIn, webpSize } from '../../site-content/image-metadata'
import { movingClock } from '../../site-content/moving-clock'
import { publishRevision } from '../../site-content/revisions'
import { send } from '../helpers'
import { erase } from './erasing'
import {
  ada,
  adaFields,
  clearPhotosAndContent,
  draftPhoto,
  instructorsForm,
  jpeg,
  sizesOf,
  storedKeys,
  uploadAda,
} from './photos'

const start = '2026-12-01T12:00:00Z'
const later = movingClock(start)
const hours = (count: number) => new Date(Date.parse(start) + count * 60 * 60 * 1000)

beforeEach(async () => {
  await clearPhotosAndContent()
  later()
})

const draftKey = async () => ((await draftPhoto()) as { key: string }).key

/** Ada's photo A uploaded, replaced by B, then C chosen with a save refused for another field. */
async function threePhotosOfAda(draftRevision = 0) {
  const a = await uploadAda(String(draftRevision))
  const b = await uploadAda(String(draftRevision + 1)).then(draftKey)
  const refused = await instructorsForm(
    { ...adaFields, 'instructors.0.photo.key': b, 'instructors.0.role': 'Lead\u202Einstructor' },
    { 'upload.instructors.0.photo.key': jpeg() },
    String(draftRevision + 2),
  )
  expect(refused.status).toBe(400)
  const c = /name="instructors\.0\.photo\.key" value="([^"]+)"/.exec(await refused.text())?.[1]
  expect(c).not.toBe(b)
  return { a, b, c: c ?? '' }
}

/** Grace's photo, kept only by a form refused for her role. */
async function gracesPhoto() {
  const refused = await instructorsForm(
    {
      'instructors.0.name': 'Grace Sample',
      'instructors.0.role': 'Instructor\u202E',
      'instructors.0.photo.alt': 'Grace',
    },
    { 'upload.instructors.0.photo.key': jpeg() },
  )
  expect(refused.status).toBe(400)
  return storedKeys()
}

describe('the photos of a person who asks to be erased', () => {
  it('are every photo ever uploaded for them, not only those the content names', async () => {
    const graces = await gracesPhoto()
    const { a, b, c } = await threePhotosOfAda()
    expect(await storedKeys()).toEqual(
      [...graces, ...sizesOf(a), ...sizesOf(b), ...sizesOf(c)].sort(),
    )
    await publishRevision({ instructors: { instructors: [{ ...ada, photo: await draftPhoto() }] } })
    expect((await erase('ada okafor')).status).toBe(303)
    // A (replaced) and C (kept for a refused form) go with B, the published one; Grace's stays.
    expect(await storedKeys()).toEqual(graces)
    const records = await env.DB.prepare('SELECT person FROM photo_uploads').all()
    expect(records.results).toEqual([{ person: 'GRACE SAMPLE' }])
    later()
    for (const key of [a, b, c]) {
      const inbox = await send(`/photos/${sizesOf(key)[0]}`)
      expect(inbox.status).toBe(404)
    }
  })
})

describe('the scheduled sweep of photos', () => {
  it('deletes, after a day, a photo no draft and no kept version names, and keeps the rest', async () => {
    const published = await uploadAda()
    await publishRevision({ instructors: { instructors: [{ ...ada, photo: await draftPhoto() }] } })
    // The draft then names B; A (replaced) and C (a refused form's) are named by nothing.
    const { a, b, c } = await threePhotosOfAda(1)
    await runScheduledJob(env, hours(23))
    expect(await storedKeys()).toEqual(
      [...sizesOf(published), ...sizesOf(a), ...sizesOf(b), ...sizesOf(c)].sort(),
    )
    await runScheduledJob(env, hours(25))
    expect(await storedKeys()).toEqual([...sizesOf(published), ...sizesOf(b)].sort())
    // Looked at again the next day: still named, still kept.
    await runScheduledJob(env, hours(50))
    expect(await storedKeys()).toEqual([...sizesOf(published), ...sizesOf(b)].sort())
    const { results } = await env.DB.prepare('SELECT id FROM photo_uploads ORDER BY id').all()
    expect(results.map((row) => row.id)).toEqual(
      [published, b].map((key) => key.slice(0, 36)).sort(),
    )
  })

  it('keeps a photo only a draft a restore set aside names', async () => {
    const key = await uploadAda()
    const photo = await draftPhoto()
    // The draft that named it, set aside by a restore, and the draft now without it.
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO content_drafts_set_aside
           (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
         VALUES ('instructors', ?, 'a@lumen.test', ?, 'b@lumen.test', ?, 1)`,
      ).bind(JSON.stringify({ instructors: [{ ...ada, photo }] }), start, start),
      env.DB.prepare(`UPDATE content_drafts SET body = '{"instructors":[]}'`),
    ])
    await runScheduledJob(env, hours(25))
    expect(await storedKeys()).toEqual(sizesOf(key))
  })

  it('keeps every photo a draft names, not only the first it holds', async () => {
    const first = await uploadAda('0')
    const second = await uploadAda('1')
    const photo = (await draftPhoto()) as { key: string }
    const grace = { name: 'Grace Sample', role: 'Instructor', photo: { ...photo, key: first } }
    await env.DB.prepare(`UPDATE content_drafts SET body = ? WHERE group_name = 'instructors'`)
      .bind(JSON.stringify({ instructors: [grace, { ...ada, photo }] }))
      .run()
    await runScheduledJob(env, hours(25))
    expect(await storedKeys()).toEqual([...sizesOf(first), ...sizesOf(second)].sort())
  })

  it('looks at no more than its share a run, the longest waiting first', async () => {
    const statements = Array.from({ length: photosPerRun.swept + 5 }, (_, index) =>
      env.DB.prepare(
        'INSERT INTO photo_uploads (id, person, uploaded_at, due_at) VALUES (?, ?, ?, ?)',
      ).bind(crypto.randomUUID(), '', start, new Date(Date.parse(start) + index).toISOString()),
    )
    await env.DB.batch(statements)
    await runScheduledJob(env, hours(1))
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM photo_uploads').first('n')
    expect(left).toBe(5)
  })

  it('encodes a photo stored as uploaded before re-encoding, and deletes its bytes', async () => {
    const id = crypto.randomUUID()
    const upload = fixture('phone-gps-640x480.jpg')
    await env.PHOTOS.put(`${id}.jpg`, upload, {
      httpMetadata: { contentType: 'image/jpeg' },
      customMetadata: { width: '640', height: '480' },
    })
    const photo = { key: `${id}.jpg`, width: 640, height: 480, alt: 'Ada' }
    await publishRevision({ instructors: { instructors: [{ ...ada, photo }] } })
    later()
    // Never its own bytes: until it is encoded, the page's sizes are not there.
    expect((await send(`/photos/${id}.jpg`)).status).toBe(404)
    expect((await send(`/photos/${id}/96.webp`)).status).toBe(404)
    await runScheduledJob(env, hours(0))
    expect(await storedKeys()).toEqual(sizesOf(photo.key))
    const served = await send(`/photos/${id}/192.webp`)
    expect(served.status).toBe(200)
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect(webpSize(bytes)).toEqual({ width: 192, height: 192 })
    expect(metadataIn(bytes)).toEqual([])
    // Recorded like any upload, and so erased with the person the content names.
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(await storedKeys()).toEqual([])
  })
})

describe('photos stored as uploaded, among many already encoded', () => {
  it('are each encoded, however many encoded photos sort before them', async () => {
    // Ids that sort first: an encoded photo is a folder of sizes, which a listing names too.
    const encoded = Array.from(
      { length: photosPerRun.encoded + 3 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    )
    for (const id of encoded)
      await env.PHOTOS.put(`${id}/96.webp`, 'sized', {
        httpMetadata: { contentType: 'image/webp' },
      })
    const id = 'ffffffff-0000-4000-8000-000000000000'
    await env.PHOTOS.put(`${id}.jpg`, fixture('phone-gps-640x480.jpg'), {
      httpMetadata: { contentType: 'image/jpeg' },
    })
    await runScheduledJob(env, hours(0))
    const keys = await storedKeys()
    expect(keys).not.toContain(`${id}.jpg`)
    expect(keys).toContain(`${id}/192.webp`)
  })
})

describe('photos stored as uploaded, more than one run encodes', () => {
  it('are encoded a few a run, the rest by the runs after', async () => {
    const ids = Array.from({ length: photosPerRun.encoded + 2 }, () => crypto.randomUUID())
    for (const id of ids) await env.PHOTOS.put(`${id}.png`, fixture('photo-10x10.png'))
    const uploads = async () => (await storedKeys()).filter((key) => key.endsWith('.png'))
    await runScheduledJob(env, hours(0))
    expect(await uploads()).toHaveLength(2)
    await runScheduledJob(env, hours(0))
    expect(await uploads()).toEqual([])
    expect(await storedKeys()).toHaveLength(2 * ids.length)
  })
})
