// Erasing a person from the school's content: the one time history is rewritten. An instructor
// or a graduate who asks to be erased is taken out of every kept version and every draft in one
// batch (people-lists.ts says where the content names people), and when the live version named
// them a new version without them is published, so every isolate stops showing them within its
// interval (site-content/live.ts knows a version by its id). Every photo of theirs is deleted
// from R2: those the content names and every one uploaded for them (photo-uploads.ts), a
// replaced one or one a refused form kept included.

import { photoIdOf } from '../../../site-content/photo-path'
import { deletePhotos } from '../../../site-content/photo-store'
import {
  type GroupBody,
  type PeopleGroup,
  peopleGroups,
  photosOf,
  versionWithoutPerson,
  withoutPerson,
} from './people-lists'
import { forgetUploads, uploadsFor } from './photo-uploads'

/** How many versions and drafts name a person (the confirmation says so before anything goes). */
export type PersonFound = { versions: number; drafts: number }

type DraftRow = { id?: number; group_name: PeopleGroup; body: string }

const inPeopleGroups = `group_name IN (${peopleGroups.map((group) => `'${group}'`).join(', ')})`

async function rowsNaming(db: D1Database, name: string) {
  const [{ results: revisions }, { results: drafts }, { results: kept }] = await Promise.all([
    db
      .prepare('SELECT id, body FROM content_revisions ORDER BY id')
      .all<{ id: number; body: string }>(),
    db
      .prepare(`SELECT group_name, body FROM content_drafts WHERE ${inPeopleGroups}`)
      .all<DraftRow>(),
    db
      .prepare(`SELECT id, group_name, body FROM content_drafts_set_aside WHERE ${inPeopleGroups}`)
      .all<DraftRow>(),
  ])
  const photos = new Set<string>()
  const versions = revisions.flatMap(({ id, body }) => {
    const { erased, photos: keys } = versionWithoutPerson(JSON.parse(body), name)
    for (const key of keys) photos.add(key)
    return erased ? [{ id, erased }] : []
  })
  // A draft holds its group alone; the drafts restores set aside (set-aside.ts) are drafts too.
  const erasedDrafts = (rows: DraftRow[]) =>
    rows.flatMap((row) => {
      const content = JSON.parse(row.body) as GroupBody
      for (const key of photosOf(row.group_name, content, name)) photos.add(key)
      const erased = withoutPerson(row.group_name, content, name)
      return erased ? [{ ...row, erased }] : []
    })
  const erasedDraft = erasedDrafts(drafts)
  const setAside = erasedDrafts(kept)
  const live = revisions.at(-1)
  return { versions, erasedDraft, setAside, liveId: live?.id ?? 0, photos: [...photos] }
}

/** How many versions and drafts name `name`. */
export async function findPerson(db: D1Database, name: string): Promise<PersonFound> {
  const { versions, erasedDraft, setAside } = await rowsNaming(db, name)
  return { versions: versions.length, drafts: erasedDraft.length + setAside.length }
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
    ...erasedDraft.map(({ group_name, erased }) =>
      db
        .prepare(
          `UPDATE content_drafts SET body = ?, revision = revision + 1, saved_by = ?, saved_at = ?
           WHERE group_name = ?`,
        )
        .bind(JSON.stringify(erased), erasure.by, erasure.now.toISOString(), group_name),
    ),
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
  return { versions: versions.length, drafts: erasedDraft.length + setAside.length }
}
