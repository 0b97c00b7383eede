// Searching applications the way the message list searches (search/search-queries.ts): each
// statement reads one window of the full-text index below a key, newest first, then looks up
// only those applications in the cohort (and stage); a page walks a few windows at most. No
// statement sorts or counts every match, so a search costs the same at any size.
import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import { giveWay } from '../../search/pace'
import { searchWindow, windowsPerPage } from '../../search/search-queries'
import { type ApplicationSummary, summaryColumns } from './list-queries'

type Walk = {
  search: string
  cohort: string
  stage: ApplicationStage | null
  afterKey: number | null
}

async function windowRows(db: D1Database, walk: Walk) {
  const { results: keys } = await db
    .prepare(
      `SELECT rowid AS key FROM applications_fts WHERE applications_fts MATCH ?
       AND rowid < CAST(? AS INTEGER) ORDER BY rowid DESC LIMIT ?`,
    )
    .bind(walk.search, walk.afterKey ?? Number.MAX_SAFE_INTEGER, searchWindow)
    .all<{ key: number }>()
  if (!keys.length) return { rows: [], next: null }
  // CROSS JOIN keeps SQLite's order: the window's few keys first, never the cohort's index.
  const { results } = await db
    .prepare(
      `SELECT k.rowid AS key, ${summaryColumns}
       FROM json_each(?) j
       CROSS JOIN application_search_keys k ON k.rowid = j.value
       CROSS JOIN applications a ON a.id = k.application_id
       WHERE a.cohort = ? AND (? IS NULL OR a.stage = ?)
       ORDER BY k.rowid DESC`,
    )
    .bind(JSON.stringify(keys.map((row) => row.key)), walk.cohort, walk.stage, walk.stage)
    .all<ApplicationSummary & { key: number }>()
  const next = keys.length < searchWindow ? null : (keys.at(-1)?.key ?? null)
  return { rows: results, next }
}

/** Up to `size` matches, and the key an older page starts below (null at the end). */
export async function searchApplications(db: D1Database, walk: Walk, size: number) {
  const found: (ApplicationSummary & { key: number })[] = []
  let afterKey = walk.afterKey
  for (let walked = 0; walked < windowsPerPage; walked++) {
    const { rows, next } = await windowRows(db, { ...walk, afterKey })
    found.push(...rows)
    if (found.length > size)
      return { rows: found.slice(0, size), next: found[size - 1]?.key ?? null }
    if (next === null) return { rows: found, next: null }
    afterKey = next
    await giveWay()
  }
  return { rows: found, next: afterKey }
}
