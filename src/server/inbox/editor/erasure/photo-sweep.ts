// The scheduled job's care of people's photos (scheduled.ts, every minute; a few photos a run,
// one cheap query when there is nothing to do): a photo stored as uploaded, before re-encoding,
// gets its sizes and loses its upload's bytes; a photo no draft and no kept version names is
// deleted once its grace day has passed (docs/architecture.md, "The school's content").
import { photoIdOf, photoKeyPattern } from '../../../site-content/photo-path.ts'
import { deletePhotos, storeVariants } from '../../../site-content/photo-store.ts'
import { encodeVariants } from '../../../site-content/photo-variants.ts'
import { forgetUploads, lookAgainLater, recordUpload, uploadsDue } from './photo-uploads.ts'

/** The most photos one run looks at to sweep, and the most stored uploads it encodes. */
export const photosPerRun = { swept: 20, encoded: 5 }

type PhotoBindings = { DB: D1Database; PHOTOS: R2Bucket; IMAGES: ImagesBinding }

const anyPhotoKey = new RegExp(photoKeyPattern, 'g')
const uploadKey = new RegExp(`^${photoKeyPattern}$`)

/**
 * The ids of every photo a draft, a draft a restore set aside or a kept version names, wherever
 * its JSON holds a key.
 */
async function namedPhotoIds(db: D1Database): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT body FROM content_drafts UNION ALL SELECT body FROM content_drafts_set_aside
       UNION ALL SELECT body FROM content_revisions`,
    )
    .all<{ body: string }>()
  const keys = results.flatMap(({ body }) => body.match(anyPhotoKey) ?? [])
  return new Set(keys.map(photoIdOf))
}

/**
 * The photos due to be looked at: deleted (their sizes and their record) when nothing names
 * them, looked at again a day later when something does. Resolves with how many were deleted.
 */
export async function sweepPhotos(env: PhotoBindings, now: Date): Promise<number> {
  const due = await uploadsDue(env.DB, now, photosPerRun.swept)
  if (due.length === 0) return 0
  const named = await namedPhotoIds(env.DB)
  const unnamed = due.filter((id) => !named.has(id))
  await deletePhotos(
    env.PHOTOS,
    unnamed.map((id) => `${id}.webp`),
  )
  await env.DB.batch([
    ...due.filter((id) => named.has(id)).map((id) => lookAgainLater(env.DB, id, now)),
    ...forgetUploads(env.DB, unnamed),
  ])
  return unnamed.length
}

/** The most pages of the bucket's listing one run reads looking for photos stored as uploaded. */
const listingPages = 10

/**
 * Photos stored as uploaded (`<uuid>.<ext>` at the top of the bucket: every size lies under its
 * id's folder, which the listing names as a prefix), encoded at every size like a new upload and
 * recorded for the sweep; the upload's own bytes, never served, are deleted. The listing is read
 * page by page (a page counts folders too, so encoded photos can fill it) until enough are
 * found. One the binding cannot decode is left as it is: it is never served, and staff upload it
 * again. Resolves with how many were encoded.
 */
export async function encodeStoredUploads(env: PhotoBindings, now: Date): Promise<number> {
  let encoded = 0
  let cursor: string | undefined
  for (let page = 0; page < listingPages && encoded < photosPerRun.encoded; page++) {
    const listing = await env.PHOTOS.list({ delimiter: '/', cursor })
    for (const { key } of listing.objects) {
      if (encoded === photosPerRun.encoded) break
      if (await encodeStoredUpload(env, key, now)) encoded++
    }
    if (!listing.truncated) break
    cursor = listing.cursor
  }
  return encoded
}

/** One photo stored as uploaded, encoded and recorded, its bytes deleted; false if it is none. */
async function encodeStoredUpload(env: PhotoBindings, key: string, now: Date): Promise<boolean> {
  const upload = uploadKey.test(key) ? await env.PHOTOS.get(key) : null
  if (upload === null) return false
  const variants = await encodeVariants(env.IMAGES, new Uint8Array(await upload.arrayBuffer()))
  if (variants === null) return false
  await storeVariants(env.PHOTOS, key, variants)
  // Whom it shows only the content says; an erasure finds it there.
  await recordUpload(env.DB, key, '', now).run()
  await env.PHOTOS.delete(key)
  return true
}
