import { giveWay } from './pace'
import type { SearchWalk } from './search-filters'
import { messagesOf, searchWindow, windowsPerPage } from './search-queries'

/**
 * The nearest match to a message's key in the walk's filter and topic: older (below the key,
 * newest first) or newer (above it, oldest first), window by window, at most `windowsPerPage`
 * windows: past that, none (a bounded cost rather than a full walk). The id, or null.
 */
export async function nearestMatch(
  db: D1Database,
  query: Omit<SearchWalk, 'afterKey'>,
  from: number,
  newer: boolean,
): Promise<string | null> {
  let bound = from
  const order = newer ? 'ASC' : 'DESC'
  for (let walked = 0; walked < windowsPerPage; walked++) {
    const { results } = await db
      .prepare(
        `SELECT rowid AS key FROM contact_messages_fts WHERE contact_messages_fts MATCH ?
         AND rowid ${newer ? '>' : '<'} CAST(? AS INTEGER) ORDER BY rowid ${order} LIMIT ?`,
      )
      .bind(query.search, bound, searchWindow)
      .all<{ key: number }>()
    const keys = results.map((row) => row.key)
    const rows = await messagesOf<{ id: string }>(
      db,
      keys,
      query.filter,
      query.about ?? null,
      'm.id',
    )
    const nearest = newer ? rows.at(-1) : rows[0]
    if (nearest) return nearest.id
    // A window short of full was the last the index holds; a full one always has a last key.
    if (keys.length < searchWindow) return null
    bound = keys.at(-1) ?? bound
    await giveWay()
  }
  return null
}

/** A message's key in the search index (null: not indexed). */
export async function searchKeyOf(db: D1Database, id: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT rowid AS key FROM contact_message_search_keys WHERE message_id = ?')
    .bind(id)
    .first<{ key: number }>()
  return row?.key ?? null
}
