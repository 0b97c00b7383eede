// The SQL of restoring a published version as the draft (migrations/0015, 0017): the groups it
// writes, and the drafts it replaces kept in content_drafts_set_aside, in one transaction that
// happens only if no draft was saved since the person read them.
import { draftsBasisNow } from '../drafts'

/** One group a restore writes: the version's value (null: the version did not hold it). */
export type RestoreWrite = { group: string; body: unknown }

/**
 * Writes each group's draft as the version held it, each draft's revision moving on so a form
 * opened before is refused rather than overwriting it, after keeping the drafts of `replaced`
 * as they were (who saved them, when; who restored over them, when, and which version). Only if
 * the drafts are still at `basis` (draftsBasis of what the person was shown): resolves with
 * whether it was written (false: nothing written). History is untouched.
 */
export async function restoreVersion(
  db: D1Database,
  restore: {
    version: number
    writes: readonly RestoreWrite[]
    replaced: readonly string[]
    basis: string
    by: string
    now: Date
  },
): Promise<boolean> {
  const at = restore.now.toISOString()
  const writes = restore.writes.map(({ group, body }) => ({
    group,
    body: JSON.stringify(body ?? null),
  }))
  // Both statements read the basis before either writes a draft: the first writes none, and the
  // second's SELECT reads content_drafts, so SQLite reads all its rows before inserting any.
  const [, written] = await db.batch([
    db
      .prepare(
        `INSERT INTO content_drafts_set_aside
           (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
         SELECT group_name, body, saved_by, saved_at, ?1, ?2, ?3 FROM content_drafts
         WHERE group_name IN (SELECT value FROM json_each(?4)) AND ${draftsBasisNow} = ?5
         ORDER BY group_name`,
      )
      .bind(restore.by, at, restore.version, JSON.stringify(restore.replaced), restore.basis),
    db
      .prepare(
        `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
         SELECT json_extract(value, '$.group'), json_extract(value, '$.body'), 1, ?1, ?2
         FROM json_each(?3) WHERE ${draftsBasisNow} = ?4
         ON CONFLICT (group_name) DO UPDATE SET body = excluded.body, revision = revision + 1,
           saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      )
      .bind(restore.by, at, JSON.stringify(writes), restore.basis),
  ])
  return (written?.meta.changes ?? 0) > 0
}
