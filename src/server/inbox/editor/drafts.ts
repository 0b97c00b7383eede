// The SQL of the content editor's drafts (migrations/0015), saved group by group; publishes and
// restores are revisions.ts. Every write that follows something a person read first says what it was
// based on, and the write happens only if that is still so (one statement each): two staff at
// once never overwrite each other, and the one refused gets their text back with what changed.
import { upgradedGroup } from '../../site-content/schedule-upgrade'

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

type DraftRow = Omit<Draft, 'body'> & { body: string }

const draftColumns = `group_name AS "group", body, revision, saved_by AS savedBy, saved_at AS savedAt`

// Stored in whatever shape the build of its day wrote: read in today's.
const parsed = (row: DraftRow): Draft => ({
  ...row,
  body: upgradedGroup(row.group, JSON.parse(row.body)),
})

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

/** draftsBasis as SQL computes it from the drafts now: what a conditional write compares. */
export const draftsBasisNow = `(SELECT COALESCE(json_group_object(group_name, revision), '{}')
  FROM (SELECT group_name, revision FROM content_drafts ORDER BY group_name))`
