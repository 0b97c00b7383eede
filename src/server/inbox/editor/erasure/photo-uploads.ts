// The record of every photo stored (migrations/0016_photo_uploads.sql): who it was uploaded for
// and when the sweep (photo-sweep.ts) looks at it next. An erasure deletes the photos recorded for
// the person as well as those the content names.
import { photoIdOf } from '../../../site-content/photo-path'
import { nameKey } from './person-name'

/** How long a photo nothing names is kept: long enough for a form left open over a lunch break. */
export const photoGraceMs = 24 * 60 * 60 * 1000

const dueAfter = (now: Date) => new Date(now.getTime() + photoGraceMs).toISOString()

/** The record of a photo just stored for `person` (the name in its form, maybe blank). */
export const recordUpload = (db: D1Database, key: string, person: string, now: Date) =>
  db
    .prepare(
      `INSERT INTO photo_uploads (id, person, uploaded_at, due_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(photoIdOf(key), nameKey(person), now.toISOString(), dueAfter(now))

/** The ids of every photo uploaded for the person named `name`. */
export async function uploadsFor(db: D1Database, name: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT id FROM photo_uploads WHERE person = ?')
    .bind(nameKey(name))
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/** The records of photos whose sizes are deleted, by their ids. */
export const forgetUploads = (db: D1Database, ids: readonly string[]) =>
  ids.map((id) => db.prepare('DELETE FROM photo_uploads WHERE id = ?').bind(id))

/** The ids of at most `limit` photos the sweep is due to look at, the longest waiting first. */
export async function uploadsDue(db: D1Database, now: Date, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT id FROM photo_uploads WHERE due_at <= ? ORDER BY due_at LIMIT ?')
    .bind(now.toISOString(), limit)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/** A photo the sweep found named: looked at again a day later. */
export const lookAgainLater = (db: D1Database, id: string, now: Date) =>
  db.prepare('UPDATE photo_uploads SET due_at = ? WHERE id = ?').bind(dueAfter(now), id)
