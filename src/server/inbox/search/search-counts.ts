import type { About } from '../../../shared/contact-about'
import { windowFilter } from './search-filters'

/** Matches the filters' counts look at: past this the counts read "500+". */
export const countedMatches = 500

/**
 * The filters' counts for a search, from its newest `countedMatches` matches only, so they cost
 * the same however many there are; `capped` when there are more.
 */
export async function countMatches(db: D1Database, search: string, about: About | null = null) {
  const { where, params } = windowFilter('all', about)
  const { results } = await db
    .prepare(
      `SELECT m.state, COUNT(*) AS messages
       FROM (SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH ?
             ORDER BY rowid DESC LIMIT ?) f
       JOIN contact_message_search_keys k ON k.rowid = f.rowid
       JOIN contact_messages m ON m.id = k.message_id
       ${where}
       GROUP BY m.state`,
    )
    .bind(search, countedMatches, ...params)
    .all<{ state: 'new' | 'handled' | 'spam'; messages: number }>()
  return { rows: results, capped: await windowIsFull(db, search, results, about) }
}

/** Whether the counted window held every match it could: then there are more than it counted. */
async function windowIsFull(
  db: D1Database,
  search: string,
  rows: { messages: number }[],
  about: About | null,
) {
  const counted = rows.reduce((sum, row) => sum + row.messages, 0)
  if (!about) return counted >= countedMatches
  // A topic's matches are some of the window: whether the window was full is asked apart.
  const window = await db
    .prepare(
      `SELECT COUNT(*) AS keys FROM (SELECT rowid FROM contact_messages_fts
       WHERE contact_messages_fts MATCH ? ORDER BY rowid DESC LIMIT ?)`,
    )
    .bind(search, countedMatches)
    .first<{ keys: number }>()
  return (window?.keys ?? 0) >= countedMatches
}
