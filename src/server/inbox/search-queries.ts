import type { ContactTopic } from '../../shared/contact-topics'
import type { InboxFilter } from '../../shared/inbox'

// A search must never hold the database for long: D1 runs one statement at a time, and a visitor's
// contact post waits behind it. So no statement here sorts or counts all the matches. The index's
// rowids grow with arrival (migrations/0007), so walking it by rowid, newest first, is the list's
// order: each statement reads one window of at most `window` keys below a cursor, then looks up
// only those messages. A page or an export is a walk of such windows, never a re-run of the search.

/** The WHERE term of a topic (a general question is stored as NULL), with its parameters. */
export function topicClause(about: ContactTopic): { term: string; params: string[] } {
  return about === 'general'
    ? { term: 'm.about IS NULL', params: [] }
    : { term: 'm.about = ?', params: [about] }
}

/** The terms of the list's state filter and topic (each ANDed), with their parameters in order. */
export function filterTerms(filter: InboxFilter, about: ContactTopic | null | undefined) {
  const terms: string[] = []
  const params: string[] = []
  if (filter !== 'all') {
    terms.push('m.state = ?')
    params.push(filter)
  }
  if (about) {
    const topic = topicClause(about)
    terms.push(topic.term)
    params.push(...topic.params)
  }
  return { terms, params }
}

/** The WHERE of a window's lookup: the state filter and the topic, with their parameters. */
function windowFilter(filter: InboxFilter, about: ContactTopic | null) {
  const { terms, params } = filterTerms(filter, about)
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params }
}

/** What a search walks: the FTS5 query, the state filter, a topic, and the key to start below. */
type SearchWalk = {
  filter: InboxFilter
  search: string
  afterKey: number | null
  about?: ContactTopic | null
}

/** Keys one statement reads from the index at most. */
export const searchWindow = 200

/** Windows one page of the list walks at most before showing what it found (each one bounded). */
const windowsPerPage = 10

/** Matches the filters' counts look at: past this the counts read "500+". */
export const countedMatches = 500

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
async function messagesOf<Row>(
  db: D1Database,
  keys: number[],
  filter: InboxFilter,
  about: ContactTopic | null,
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
    // Without a filter every match is wanted: one window of a page and one more is enough.
    const everyMatch = query.filter === 'all' && !query.about
    const limit = everyMatch ? size + 1 - found.length : searchWindow
    const { rows, next } = await searchWindowRows<Row>(db, { ...query, afterKey }, columns, limit)
    found.push(...rows)
    if (found.length > size)
      return { rows: found.slice(0, size), next: found[size - 1]?.key ?? null }
    if (next === null) return { rows: found, next: null }
    afterKey = next
  }
  return { rows: found, next: afterKey }
}

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
  for (let walked = 0; walked < windowsPerPage; walked++) {
    const { results } = await db
      .prepare(
        `SELECT rowid AS key FROM contact_messages_fts WHERE contact_messages_fts MATCH ?
         AND rowid ${newer ? '>' : '<'} CAST(? AS INTEGER) ORDER BY rowid ${newer ? 'ASC' : 'DESC'}
         LIMIT ?`,
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
    const last = keys.at(-1)
    if (keys.length < searchWindow || last === undefined) return null
    bound = last
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

/**
 * The filters' counts for a search, from its newest `countedMatches` matches only, so they cost
 * the same however many there are; `capped` when there are more.
 */
export async function countMatches(
  db: D1Database,
  search: string,
  about: ContactTopic | null = null,
) {
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
  about: ContactTopic | null,
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
