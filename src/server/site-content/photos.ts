// Instructors' photos as visitors' browsers fetch them: /photos/<key>, from R2, only while the
// published content names the key. A photo uploaded to a draft, or taken out by a publish or an
// erasure, is a 404 here (staff see drafts' photos through the inbox: /inbox/content/photos/<key>).
import { Hono } from 'hono'
import type { AppEnv } from '../settings/env'
import { factsOf } from './facts'
import type { LiveContent } from './live'
import { siteContent } from './middleware'
import { photoKeyPattern } from './photo-path'

/** A photo that cannot be served: an image request's 404 needs no words. */
const notFound = () => new Response(null, { status: 404 })

/** The kinds a stored photo may be served as; anything else would be a stored file no upload made. */
const servedTypes = new Set(['image/jpeg', 'image/png', 'image/webp'])

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
  // Stryker disable next-line OptionalChaining: R2 gives every object its httpMetadata, empty when none was set
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

/** Whether the live content shows the photo stored under `key` (undefined: it shows no instructors). */
const isPublished = (live: LiveContent | undefined, key: string) =>
  factsOf(live).instructors?.some((person) => person.photo?.key === key)

/**
 * GET /photos/<key>: a published photo. A key never changes what it holds (each upload has its
 * own), so browsers keep it a week without asking; an erased photo is gone from R2 and from here.
 */
const photos = new Hono<AppEnv>().get(`/:key{${photoKeyPattern}}`, siteContent, (c) => {
  const key = c.req.param('key')
  if (!isPublished(c.var.content, key)) return c.notFound()
  return photoResponse(c.env.PHOTOS, key, c.req.raw, 'public, max-age=604800')
})

export default photos
