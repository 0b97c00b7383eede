// The SQL of the content editor's publishes (migrations/0015): each kept whole, listed, and made
// the draft again; rows of content_revisions are only ever added.
import { type PublishedContent, revisionContent } from '../../site-content/live'

/** One publish, as the history lists it. */
export type Revision = { id: number; publishedBy: string; publishedAt: string; note: string | null }

/**
 * Publishes `content` (every group, validated by the caller from the drafts it read) as a new
 * revision, if the live version is still `liveVersion` and no draft was saved since the caller
 * read them (`basis`, draftsBasis of what it read). Resolves with the new revision's id, or null
 * when something changed in between (nothing written).
 */
export async function publish(
  db: D1Database,
  release: {
    content: PublishedContent
    liveVersion: number
    basis: string
    by: string
    note: string | null
    now: Date
  },
): Promise<number | null> {
  const { meta } = await db
    .prepare(
      `INSERT INTO content_revisions (body, published_by, published_at, note)
       SELECT ?1, ?2, ?3, ?4
       WHERE COALESCE((SELECT MAX(id) FROM content_revisions), 0) = ?5
         AND (SELECT COALESCE(json_group_object(group_name, revision), '{}')
              FROM (SELECT group_name, revision FROM content_drafts ORDER BY group_name)) = ?6`,
    )
    .bind(
      JSON.stringify(release.content),
      release.by,
      release.now.toISOString(),
      release.note,
      release.liveVersion,
      release.basis,
    )
    .run()
  return meta.changes > 0 ? meta.last_row_id : null
}

/** The publishes, newest first (at most `limit`). */
export async function revisionsOf(db: D1Database, limit = 50): Promise<Revision[]> {
  const { results } = await db
    .prepare(
      `SELECT id, published_by AS publishedBy, published_at AS publishedAt, note
       FROM content_revisions ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all<Revision>()
  return results
}

/**
 * Makes a revision the draft again, group by group (a group it did not hold becomes "not set"),
 * each draft's revision moving on so a form opened before is refused rather than overwriting it.
 * History is untouched: publishing the restored draft is one more revision. Resolves with whether
 * the revision exists.
 */
export async function restoreRevision(
  db: D1Database,
  restore: { id: number; groups: readonly string[]; by: string; now: Date },
): Promise<boolean> {
  const content = await revisionContent(db, restore.id)
  if (!content) return false
  const at = restore.now.toISOString()
  await db.batch(
    restore.groups.map((group) =>
      db
        .prepare(
          `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
           VALUES (?1, ?2, 1, ?3, ?4)
           ON CONFLICT (group_name) DO UPDATE SET body = ?2, revision = revision + 1,
             saved_by = ?3, saved_at = ?4`,
        )
        .bind(group, JSON.stringify(content[group] ?? null), restore.by, at),
    ),
  )
  return true
}

/** The live version: the newest publish's id and content (0 and nothing before any publish). */
export async function liveRelease(
  db: D1Database,
): Promise<{ id: number; content: PublishedContent }> {
  // MAX() answers one row, its id null while nothing is published.
  const id =
    (await db.prepare('SELECT MAX(id) AS id FROM content_revisions').first<number>('id')) ?? 0
  return { id, content: (await revisionContent(db, id)) ?? {} }
}
