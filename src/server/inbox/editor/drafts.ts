// The SQL of the inbox's content editor (migrations/0015): drafts saved group by group, publishes
// kept whole, restore. Every write that follows something a person read first says what it was
// based on, and the write happens only if that is still so (one statement each): two staff at
// once never overwrite each other, and the one refused gets their text back with what changed.
import type { PublishedContent } from '../../site-content/live'

/** One group's draft as last saved. */
export type Draft = {
  group: string
  /** The group as saved (lenient: half-finished is normal); null: restored to "not set". */
  body: unknown
  /** Counts the group's saves: what a save or publish names as the draft it started from. */
  revision: number
  savedBy: string
  savedAt: string
}

/** One publish, as the history lists it. */
export type Revision = { id: number; publishedBy: string; publishedAt: string; note: string | null }

type DraftRow = Omit<Draft, 'body'> & { body: string }

const draftColumns = `group_name AS "group", body, revision, saved_by AS savedBy, saved_at AS savedAt`

const parsed = (row: DraftRow): Draft => ({ ...row, body: JSON.parse(row.body) })

/** Every group's draft, by group (a group never saved has none: the editor starts from live). */
export async function draftsOf(db: D1Database): Promise<Record<string, Draft>> {
  const { results } = await db
    .prepare(`SELECT ${draftColumns} FROM content_drafts ORDER BY group_name`)
    .all<DraftRow>()
  return Object.fromEntries(results.map((row) => [row.group, parsed(row)]))
}

async function draftOf(db: D1Database, group: string): Promise<Draft | null> {
  const row = await db
    .prepare(`SELECT ${draftColumns} FROM content_drafts WHERE group_name = ?`)
    .bind(group)
    .first<DraftRow>()
  return row ? parsed(row) : null
}

/**
 * Saves a group's draft if it is still at `basedOn` (0: the form started where no draft was).
 * Resolves with the saved draft, or with the draft someone else saved meanwhile (nothing written).
 */
export async function saveDraft(
  db: D1Database,
  save: { group: string; body: unknown; basedOn: number; by: string; now: Date },
): Promise<{ saved: Draft } | { conflict: Draft }> {
  const body = JSON.stringify(save.body)
  const at = save.now.toISOString()
  const { meta } =
    save.basedOn === 0
      ? await db
          .prepare(
            `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
             VALUES (?, ?, 1, ?, ?) ON CONFLICT (group_name) DO NOTHING`,
          )
          .bind(save.group, body, save.by, at)
          .run()
      : await db
          .prepare(
            `UPDATE content_drafts SET body = ?, revision = revision + 1, saved_by = ?, saved_at = ?
             WHERE group_name = ? AND revision = ?`,
          )
          .bind(body, save.by, at, save.group, save.basedOn)
          .run()
  const now = (await draftOf(db, save.group)) as Draft
  return meta.changes > 0 ? { saved: now } : { conflict: now }
}

/**
 * The drafts' revisions as one text: what a publish names as its basis. The drafts as draftsOf
 * reads them, in group order, the order the publish's statement reads them in.
 */
export const draftsBasis = (drafts: Record<string, Draft>) =>
  JSON.stringify(
    Object.fromEntries(Object.values(drafts).map((draft) => [draft.group, draft.revision])),
  )

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

/** One publish's content, or null when there is no such revision. */
export async function revisionContent(
  db: D1Database,
  id: number,
): Promise<PublishedContent | null> {
  const row = await db
    .prepare('SELECT body FROM content_revisions WHERE id = ?')
    .bind(id)
    .first<{ body: string }>()
  return row ? (JSON.parse(row.body) as PublishedContent) : null
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
