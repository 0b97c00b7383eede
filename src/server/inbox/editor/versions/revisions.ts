// The SQL of the content editor's publishes (migrations/0015): each kept whole and listed (made
// the draft again: restore.ts); rows of content_revisions are only ever added.
import { type PublishedContent, revisionContent } from '../../../site-content/live'

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

/** One publish as the history lists it, or null. */
export async function revisionOf(db: D1Database, id: number): Promise<Revision | null> {
  return db
    .prepare(
      `SELECT id, published_by AS publishedBy, published_at AS publishedAt, note
       FROM content_revisions WHERE id = ?`,
    )
    .bind(id)
    .first<Revision>()
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
