import type { ContactTopic, OfferingTopic } from '../../shared/contact-topics'
import type { InboxFilter, MessageState } from '../../shared/inbox'
import { conversationText } from './conversation-export'
import { type Cursor, encodeCursor, encodeSearchCursor } from './cursor'
import { countMatches } from './search-counts'
import { filterTerms, topicClause } from './search-filters'
import { searchPage, searchWindowRows } from './search-queries'

/** A message as the list shows it: the text is cut to what the first line needs. */
export type MessageSummary = {
  id: string
  name: string
  email: string
  preview: string
  received_at: string
  state: MessageState
  /** The offering the message is about; null for a general question. */
  about: OfferingTopic | null
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
  about?: ContactTopic | null
}

/** The WHERE browsing (no search) needs, with its parameters in order. */
function listClauses({ filter, after, about }: ListQuery) {
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

/** A whole message, for the export. */
export type ExportRow = Omit<MessageSummary, 'preview'> & {
  message: string
  flag: string | null
  /** The replies and answers after the message, oldest first, as one text (conversationText). */
  conversation: string | null
}

const exportColumns = `m.id, m.received_at, m.state, m.name, m.email, m.message, m.flag, m.about,
  m.answered_at, ${conversationText}`

/**
 * The export's rows, a batch at a time, in the list's order, and the query of the next batch
 * (null after the last). A search's batches walk the index once, window by window.
 */
export async function exportBatch(
  db: D1Database,
  query: ListQuery,
  limit: number,
): Promise<{ rows: ExportRow[]; next: ListQuery | null }> {
  if (query.search) {
    const search = { ...query, search: query.search, afterKey: query.afterKey ?? null }
    const { rows, next } = await searchWindowRows<ExportRow>(db, search, exportColumns, limit)
    return {
      rows: rows.map(({ key: _, ...row }) => row),
      next: next === null ? null : { ...query, afterKey: next },
    }
  }
  const { from, where, params } = listClauses(query)
  const { results } = await db
    .prepare(
      `SELECT ${exportColumns} FROM ${from} ${where}
       ORDER BY m.received_at DESC, m.id DESC LIMIT ?`,
    )
    .bind(...params, limit)
    .all<ExportRow>()
  const last = results.at(-1)
  return {
    rows: results,
    next:
      results.length < limit || !last
        ? null
        : { ...query, after: { receivedAt: last.received_at, id: last.id } },
  }
}

/** Messages per filter; `capped` when a search's counts stop at its newest matches. */
export type StateCounts = Record<InboxFilter, number> & { capped?: boolean }

function countsFrom(rows: { state: MessageState; messages: number }[]): StateCounts {
  const counts: StateCounts = { new: 0, handled: 0, spam: 0, all: 0 }
  for (const { state, messages } of rows) {
    counts[state] = messages
    counts.all += messages
  }
  return counts
}

/**
 * Messages per state. Without a search they come from the counts the triggers keep, so they cost
 * the same at any size; with one, from its newest matches (countMatches), capped. With a topic,
 * from that topic's messages (the index on topic and state) or its newest matches.
 */
export async function countMessages(
  db: D1Database,
  search: string | null,
  about: ContactTopic | null = null,
): Promise<StateCounts> {
  if (search) {
    const { rows, capped } = await countMatches(db, search, about)
    return { ...countsFrom(rows), capped }
  }
  if (about) {
    const topic = topicClause(about)
    const { results } = await db
      .prepare(
        `SELECT m.state, COUNT(*) AS messages FROM contact_messages m WHERE ${topic.term}
         GROUP BY m.state`,
      )
      .bind(...topic.params)
      .all<{ state: MessageState; messages: number }>()
    return countsFrom(results)
  }
  const { results } = await db
    .prepare('SELECT state, messages FROM contact_message_counts')
    .all<{ state: MessageState; messages: number }>()
  return countsFrom(results)
}
