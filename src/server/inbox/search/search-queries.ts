import type { About } from '../../../shared/contact-about'
import type { InboxFilter } from '../states'
import { giveWay } from './pace'
import { type SearchWalk, windowFilter } from './search-filters'

// A search must never hold the database for long: D1 runs one statement at a time, and a visitor's
// contact post waits behind it. So no statement here sorts or counts all the matches. The index's
// rowids grow with arrival (migrations/0007), so walking it by rowid, newest first, is the list's
// order: each statement reads one window of at most `window` keys below a cursor, then looks up
// only those messages. A page or an export is a walk of such windows, never a re-run of the search.

/** Keys one statement reads from the index at most. */
export const searchWindow = 200

/** Windows one page of the list walks at most before showing what it found (each one bounded). */
export const windowsPerPage = 10

/**
 * The newest `limit` index keys below `before` that match: one walk down the index, no sort.
 * The bound is cast: D1 binds a number as REAL, and FTS5 then filters every match instead of
 * starting at the bound (98,500 rows read for a window deep in 100,000 matches, 500 cast).
 */
async function matchingKeys(db: D1Database, search: string, before: number | null, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT rowid AS key FROM contact_messages_fts WHERE contact_messages_fts MATCH ?
       AND rowid < CAST(? AS INTEGER) ORDER BY rowid DESC LIMIT ?`,
    )
    .bind(search, before ?? Number.MAX_SAFE_INTEGER, limit)
    .all<{ key: number }>()
  return results.map((row) => row.key)
}

/**
 * The messages of a window of keys, in the filter, newest first, each with its key. `columns`
 * are the messages' columns the caller needs (fixed strings, never input). CROSS JOIN keeps
 * SQLite's join order: left to itself, with a state to match it walks that state's index through
 * every message (15 s at 100,000) instead of looking up the window's few.
 */
export async function messagesOf<Row>(
  db: D1Database,
  keys: number[],
  filter: InboxFilter,
  about: About | null,
  columns: string,
): Promise<(Row & { key: number })[]> {
  if (!keys.length) return []
  const { where, params } = windowFilter(filter, about)
  const { results } = await db
    .prepare(
      `SELECT k.rowid AS key, ${columns}
       FROM json_each(?) j
       CROSS JOIN contact_message_search_keys k ON k.rowid = j.value
       CROSS JOIN contact_messages m ON m.id = k.message_id
       ${where}
       ORDER BY k.rowid DESC`,
    )
    .bind(JSON.stringify(keys), ...params)
    .all<Row & { key: number }>()
  return results
}

/** One window's worth of matches in the filter, and the key to go on from (null: no more). */
export async function searchWindowRows<Row>(
  db: D1Database,
  query: SearchWalk,
  columns: string,
  limit = searchWindow,
): Promise<{ rows: (Row & { key: number })[]; next: number | null }> {
  const keys = await matchingKeys(db, query.search, query.afterKey, limit)
  const rows = await messagesOf<Row>(db, keys, query.filter, query.about ?? null, columns)
  return { rows, next: keys.length < limit ? null : (keys.at(-1) ?? null) }
}

/**
 * A page of search results: up to `size` matches in the filter, walking at most a few windows,
 * and the key an older page starts below (null at the end). A page may hold fewer than `size`
 * when the filter is rare among the matches; its "Older" link then goes on where it stopped.
 */
export async function searchPage<Row>(
  db: D1Database,
  query: SearchWalk,
  columns: string,
  size: number,
): Promise<{ rows: Row[]; next: number | null }> {
  const found: (Row & { key: number })[] = []
  let afterKey = query.afterKey
  for (let walked = 0; walked < windowsPerPage; walked++) {
    // Without a filter every match is wanted: one window of a page and one more is enough (it
    // fills the page or holds the last matches, so such a walk never comes round again).
    const everyMatch = query.filter === 'all' && !query.about
    const limit = everyMatch ? size + 1 : searchWindow
    const { rows, next } = await searchWindowRows<Row>(db, { ...query, afterKey }, columns, limit)
    found.push(...rows)
    if (found.length > size) {
      return { rows: found.slice(0, size), next: found[size - 1]?.key ?? null }
    }
    if (next === null) return { rows: found, next: null }
    afterKey = next
    await giveWay()
  }
  return { rows: found, next: afterKey }
}
