// Instructors' and graduates' photos as visitors' browsers fetch them: /photos/<id>/<size>.webp, from R2, only
// while the published content names the photo. A photo uploaded to a draft, or taken out by a
// publish or an erasure, is a 404 here (staff see drafts' photos through the inbox:
// /inbox/content/photos/<id>/<size>.webp). Only the re-encoded sizes are ever served: a photo
// stored before re-encoding is served once the scheduled job has encoded it (photo-sweep.ts).
import { Hono } from 'hono'
import type { AppEnv } from '../settings/env'
import { uuidPattern } from '../utils/uuid'
import { factsOf } from './facts'
import type { LiveContent } from './live'
import { siteContent } from './middleware'
import { photoIdOf, variantFilePattern } from './photo-path'

/** A photo that cannot be served: an image request's 404 needs no words. */
const notFound = () => new Response(null, { status: 404 })

/** The kind a stored photo is served as; anything else would be a stored file no upload made. */
const servedTypes = new Set(['image/webp'])

/**
 * How long a browser or a cache on the way may keep a published photo: five minutes, as long as a
 * shared cache keeps a page (web/page-cache.ts), so the address of an erased photo stops working
 * everywhere within the five minutes the privacy notice states.
 */
export const publicPhotoCaching = 'public, max-age=300'

/** The path of one size of a photo: its id, then its file (`96.webp`, `192.webp`). */
export const variantRoute = `/:id{${uuidPattern}}/:file{${variantFilePattern}}` as const

/**
 * A stored photo as an answer: the type its upload recognised (never sniffed: every answer says
 * nosniff, web/security.ts), its ETag, 304 when the browser has it, 404 when it is not stored.
 */
export async function photoResponse(
  bucket: R2Bucket,
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: request.headers })
  if (object === null) return notFound()
  const contentType = String(object.httpMetadata?.contentType)
  if (!servedTypes.has(contentType)) return notFound()
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: object.httpEtag,
  })
  // Without a body the browser's copy is still current (If-None-Match matched its ETag).
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { headers })
}

/** Whether the live content shows the photo `id`, an instructor's or a graduate's. */
function isPublished(live: LiveContent | undefined, id: string) {
  const { instructors = [], graduates = [] } = factsOf(live)
  return [...instructors, ...graduates].some(
    (person) => person.photo && photoIdOf(person.photo.key) === id,
  )
}

/**
 * GET /photos/<id>/<size>.webp: a published photo. A key never changes what it holds (each upload
 * has its own), but browsers and caches keep it only five minutes: an erased photo is gone from
 * R2 at once and from every copy within them.
 */
const photos = new Hono<AppEnv>().get(variantRoute, siteContent, (c) => {
  const [id, file] = [c.req.param('id'), c.req.param('file')]
  if (!isPublished(c.var.content, id)) return c.notFound()
  return photoResponse(c.env.PHOTOS, `${id}/${file}`, c.req.raw, publicPhotoCaching)
})

export default photos
