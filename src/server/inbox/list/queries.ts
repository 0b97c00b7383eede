import type { About, AboutOffering } from '../../../shared/contact-about'
import { filterTerms } from '../search/search-filters'
import { searchPage } from '../search/search-queries'
import type { InboxFilter, MessageState } from '../states'
import { type Cursor, encodeCursor, encodeSearchCursor } from './cursor'

/** A message as the list shows it: the text is cut to what the first line needs. */
export type MessageSummary = {
  id: string
  name: string
  email: string
  preview: string
  received_at: string
  state: MessageState
  /** The offering the message is about; null for a general question. */
  about: AboutOffering | null
  /** When staff last replied from the inbox; null when never, or the visitor answered since. */
  answered_at: string | null
}

/**
 * The list's query: a filter, an FTS5 query (searchQuery), and where the previous page ended:
 * `after` when browsing (arrival time and id), `afterKey` when searching (the index's key); and
 * optionally a topic (null: every topic).
 */
export type ListQuery = {
  filter: InboxFilter
  search: string | null
  after: Cursor | null
  afterKey?: number | null
  about?: About | null
}

/** The WHERE browsing (no search) needs, with its parameters in order. */
export function listClauses({ filter, after, about }: ListQuery) {
  const { terms: where, params } = filterTerms(filter, about)
  const from = 'contact_messages m'
  if (after) {
    where.push('(m.received_at, m.id) < (?, ?)')
    params.push(after.receivedAt, after.id)
  }
  return { from, where: where.length ? `WHERE ${where.join(' AND ')}` : '', params }
}

const summaryColumns =
  'm.id, m.name, m.email, substr(m.message, 1, 240) AS preview, m.received_at, m.state, m.about, m.answered_at'

/**
 * A page of the list, newest first, after the cursor, and the cursor of the next (older) page.
 * Keyset pagination: a deep page costs what the first does, since the index is entered at the
 * cursor instead of counting rows past. A search walks the full-text index the same way.
 */
export async function listPage(
  db: D1Database,
  query: ListQuery,
  size: number,
): Promise<{ messages: MessageSummary[]; older: string | null }> {
  if (query.search) {
    const search = { ...query, search: query.search, afterKey: query.afterKey ?? null }
    const { rows, next } = await searchPage<MessageSummary>(db, search, summaryColumns, size)
    return { messages: rows, older: next === null ? null : encodeSearchCursor(next) }
  }
  const { from, where, params } = listClauses(query)
  const { results } = await db
    .prepare(
      `SELECT ${summaryColumns} FROM ${from} ${where}
       ORDER BY m.received_at DESC, m.id DESC LIMIT ?`,
    )
    .bind(...params, size + 1)
    .all<MessageSummary>()
  const messages = results.slice(0, size)
  const last = messages.at(-1)
  return {
    messages,
    older:
      results.length > size && last
        ? encodeCursor({ receivedAt: last.received_at, id: last.id })
        : null,
  }
}
