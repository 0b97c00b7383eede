// The SQL of drafts set aside (migrations/0017): the drafts a restore replaced, listed, read one
// by one, and made the draft again, setting aside in their turn the draft they replace.
import { upgradedGroup } from '../../../site-content/schedule-upgrade'

/** A draft a restore replaced, kept as it was. */
export type SetAsideDraft = {
  id: number
  group: string
  /** The group as it was drafted; null: it was "not set". */
  body: unknown
  savedBy: string
  savedAt: string
  setAsideBy: string
  setAsideAt: string
  /** The version whose restore replaced it; null: another set-aside draft's. */
  version: number | null
}

type Row = Omit<SetAsideDraft, 'body'> & { body: string }

const columns = `id, group_name AS "group", body, saved_by AS savedBy, saved_at AS savedAt,
  set_aside_by AS setAsideBy, set_aside_at AS setAsideAt, version`

// Stored in whatever shape the build of its day wrote: read in today's.
const parsed = (row: Row): SetAsideDraft => ({
  ...row,
  body: upgradedGroup(row.group, JSON.parse(row.body)),
})

/** The drafts set aside, the latest first (at most `limit`). */
export async function setAsideDrafts(db: D1Database, limit = 50): Promise<SetAsideDraft[]> {
  const { results } = await db
    .prepare(`SELECT ${columns} FROM content_drafts_set_aside ORDER BY id DESC LIMIT ?`)
    .bind(limit)
    .all<Row>()
  return results.map(parsed)
}

/** One draft set aside, or null. */
export async function setAsideDraft(db: D1Database, id: number): Promise<SetAsideDraft | null> {
  const row = await db
    .prepare(`SELECT ${columns} FROM content_drafts_set_aside WHERE id = ?`)
    .bind(id)
    .first<Row>()
  return row ? parsed(row) : null
}

/**
 * Makes a set-aside draft its group's draft again if that draft is still at `basedOn` (0: none),
 * keeping the draft it replaces (when it says something else) as a set-aside draft of its own;
 * the row restored goes. Resolves with whether it was written (false: nothing written).
 */
export async function restoreSetAside(
  db: D1Database,
  restore: { id: number; basedOn: number; by: string; now: Date },
): Promise<boolean> {
  const at = restore.now.toISOString()
  const kept = 'SELECT group_name, body FROM content_drafts_set_aside WHERE id = ?1'
  const draftAt = (revision: string) =>
    `COALESCE((SELECT revision FROM content_drafts WHERE group_name = kept.group_name), 0) = ${revision}`
  const [, written] = await db.batch([
    db
      .prepare(
        `INSERT INTO content_drafts_set_aside
           (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
         SELECT d.group_name, d.body, d.saved_by, d.saved_at, ?3, ?4, NULL
         FROM content_drafts d JOIN (${kept}) kept ON kept.group_name = d.group_name
         WHERE d.revision = ?2 AND d.body <> kept.body`,
      )
      .bind(restore.id, restore.basedOn, restore.by, at),
    db
      .prepare(
        `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
         SELECT kept.group_name, kept.body, 1, ?3, ?4 FROM (${kept}) kept WHERE ${draftAt('?2')}
         ON CONFLICT (group_name) DO UPDATE SET body = excluded.body, revision = revision + 1,
           saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      )
      .bind(restore.id, restore.basedOn, restore.by, at),
    // Only once it is the draft: this very write, by this person at this instant.
    db
      .prepare(
        `DELETE FROM content_drafts_set_aside AS kept WHERE id = ?1 AND EXISTS (
           SELECT 1 FROM content_drafts d WHERE d.group_name = kept.group_name
             AND d.revision = ?2 + 1 AND d.body = kept.body AND d.saved_by = ?3 AND d.saved_at = ?4)`,
      )
      .bind(restore.id, restore.basedOn, restore.by, at),
  ])
  return (written?.meta.changes ?? 0) > 0
}
