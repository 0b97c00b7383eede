// Erasing a person from the school's content: the one time history is rewritten. An instructor
// who asks to be erased is taken out of every kept version and every draft in one batch, and when
// the live version named them a new version without them is published, so every isolate stops
// showing them within its interval (site-content/live.ts knows a version by its id). Every photo
// of theirs is deleted from R2: those the content names and every one uploaded for them
// (photo-uploads.ts), a replaced one or one a refused form kept included.

import { photoIdOf } from '../../../site-content/photo-path'
import { deletePhotos } from '../../../site-content/photo-store'
import { sameName } from './person-name'
import { forgetUploads, uploadsFor } from './photo-uploads'

type Instructor = { name?: unknown; photo?: { key?: unknown } }
type Body = { instructors?: { instructors?: Instructor[] } }

/** The content without the person, or null when it does not name them. */
function withoutPerson<T extends Body>(body: T, name: string): T | null {
  const list = body.instructors?.instructors
  if (!Array.isArray(list) || !list.some((person) => sameName(person.name, name))) return null
  const kept = list.filter((person) => !sameName(person.name, name))
  return { ...body, instructors: { ...body.instructors, instructors: kept } }
}

/** The keys of the person's photos in a version or draft. */
function photosOf(body: Body, name: string): string[] {
  const list = body.instructors?.instructors
  if (!list) return []
  return list
    .filter((person) => sameName(person.name, name))
    .flatMap((person) => (typeof person.photo?.key === 'string' ? [person.photo.key] : []))
}

/** How many versions and drafts name a person (the confirmation says so before anything goes). */
export type PersonFound = { versions: number; drafts: number }

/** A draft's group alone (`{ instructors: [...] }`) as the versions' shape, to read alike. */
const asContent = (body: string): Body => ({
  instructors: (JSON.parse(body) as Body['instructors'] | null) ?? undefined,
})

async function rowsNaming(db: D1Database, name: string) {
  const [{ results: revisions }, draft, { results: kept }] = await Promise.all([
    db
      .prepare('SELECT id, body FROM content_revisions ORDER BY id')
      .all<{ id: number; body: string }>(),
    db
      .prepare(`SELECT body FROM content_drafts WHERE group_name = 'instructors'`)
      .first<{ body: string }>(),
    db
      .prepare(`SELECT id, body FROM content_drafts_set_aside WHERE group_name = 'instructors'`)
      .all<{ id: number; body: string }>(),
  ])
  const photos = new Set<string>()
  const versions = revisions.flatMap(({ id, body }) => {
    const content = JSON.parse(body) as Body
    for (const key of photosOf(content, name)) photos.add(key)
    const erased = withoutPerson(content, name)
    return erased ? [{ id, erased }] : []
  })
  const draftContent = asContent(draft?.body ?? 'null')
  for (const key of photosOf(draftContent, name)) photos.add(key)
  const erasedDraft = withoutPerson(draftContent, name)?.instructors
  // The drafts restores set aside (set-aside.ts) are drafts too.
  const setAside = kept.flatMap(({ id, body }) => {
    const content = asContent(body)
    for (const key of photosOf(content, name)) photos.add(key)
    const erased = withoutPerson(content, name)?.instructors
    return erased ? [{ id, erased }] : []
  })
  const live = revisions.at(-1)
  return { versions, erasedDraft, setAside, liveId: live?.id ?? 0, photos: [...photos] }
}

/** How many versions and drafts name `name`. */
export async function findPerson(db: D1Database, name: string): Promise<PersonFound> {
  const { versions, erasedDraft, setAside } = await rowsNaming(db, name)
  return { versions: versions.length, drafts: (erasedDraft ? 1 : 0) + setAside.length }
}

/**
 * Takes the person out of every version and draft; when the live version named them, publishes
 * it again without them (by `by`, with `note`), so the site stops showing them; then deletes
 * their photos from `photoBucket`. Resolves with what was erased.
 */
export async function erasePerson(
  db: D1Database,
  photoBucket: R2Bucket,
  erasure: { name: string; by: string; note: string; now: Date },
): Promise<PersonFound> {
  const { versions, erasedDraft, setAside, liveId, photos } = await rowsNaming(db, erasure.name)
  const live = versions.find((version) => version.id === liveId)
  const statements = [
    ...versions.map(({ id, erased }) =>
      db
        .prepare('UPDATE content_revisions SET body = ? WHERE id = ?')
        .bind(JSON.stringify(erased), id),
    ),
    ...(erasedDraft
      ? [
          db
            .prepare(
              `UPDATE content_drafts SET body = ?, revision = revision + 1, saved_by = ?, saved_at = ?
               WHERE group_name = 'instructors'`,
            )
            .bind(JSON.stringify(erasedDraft), erasure.by, erasure.now.toISOString()),
        ]
      : []),
    ...setAside.map(({ id, erased }) =>
      db
        .prepare('UPDATE content_drafts_set_aside SET body = ? WHERE id = ?')
        .bind(JSON.stringify(erased), id),
    ),
    ...(live
      ? [
          db
            .prepare(
              'INSERT INTO content_revisions (body, published_by, published_at, note) VALUES (?, ?, ?, ?)',
            )
            .bind(JSON.stringify(live.erased), erasure.by, erasure.now.toISOString(), erasure.note),
        ]
      : []),
  ]
  if (statements.length > 0) await db.batch(statements)
  // Only once no version names them: were the batch refused, every photo a version names stays.
  const uploaded = await uploadsFor(db, erasure.name)
  await deletePhotos(photoBucket, [...photos, ...uploaded.map((id) => `${id}.webp`)])
  // And their records once the photos are gone: a failed delete leaves them for the sweep.
  const records = forgetUploads(db, [...uploaded, ...photos.map(photoIdOf)])
  if (records.length > 0) await db.batch(records)
  return { versions: versions.length, drafts: (erasedDraft ? 1 : 0) + setAside.length }
}
