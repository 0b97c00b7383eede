import type { InboxFilter, MessageState } from '../../shared/inbox'
import type { Cursor } from './cursor'

/** A message as the list shows it: the text is cut to what the first line needs. */
export type MessageSummary = {
  id: string
  name: string
  email: string
  preview: string
  received_at: string
  state: MessageState
}

/** The list's query: a filter, an FTS5 query (searchQuery), and where the previous page ended. */
export type ListQuery = { filter: InboxFilter; search: string | null; after: Cursor | null }

/** The FROM and WHERE a list query needs, with its parameters in order. */
function listClauses({ filter, search, after }: ListQuery) {
  const where: string[] = []
  const params: string[] = []
  let from = 'contact_messages m'
  if (search) {
    from = `contact_messages_fts f
      JOIN contact_message_search_keys k ON k.rowid = f.rowid
      JOIN contact_messages m ON m.id = k.message_id`
    where.push('contact_messages_fts MATCH ?')
    params.push(search)
  }
  if (filter !== 'all') {
    where.push('m.state = ?')
    params.push(filter)
  }
  if (after) {
    where.push('(m.received_at, m.id) < (?, ?)')
    params.push(after.receivedAt, after.id)
  }
  return { from, where: where.length ? `WHERE ${where.join(' AND ')}` : '', params }
}

/**
 * Up to `limit` messages, newest first, after the cursor. Keyset pagination: a deep page costs
 * what the first does, since the index is entered at the cursor instead of counting rows past.
 */
export async function listMessages(
  db: D1Database,
  query: ListQuery,
  limit: number,
): Promise<MessageSummary[]> {
  const { from, where, params } = listClauses(query)
  const { results } = await db
    .prepare(
      `SELECT m.id, m.name, m.email, substr(m.message, 1, 240) AS preview, m.received_at, m.state
       FROM ${from} ${where}
       ORDER BY m.received_at DESC, m.id DESC LIMIT ?`,
    )
    .bind(...params, limit)
    .all<MessageSummary>()
  return results
}

/** A whole message, for the export. */
export type ExportRow = Omit<MessageSummary, 'preview'> & { message: string; flag: string | null }

/** The export's rows, a batch at a time, in the list's order. */
export async function exportBatch(
  db: D1Database,
  query: ListQuery,
  limit: number,
): Promise<ExportRow[]> {
  const { from, where, params } = listClauses(query)
  const { results } = await db
    .prepare(
      `SELECT m.id, m.received_at, m.state, m.name, m.email, m.message, m.flag
       FROM ${from} ${where}
       ORDER BY m.received_at DESC, m.id DESC LIMIT ?`,
    )
    .bind(...params, limit)
    .all<ExportRow>()
  return results
}

export type StateCounts = Record<InboxFilter, number>

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
 * the same at any size; with one, from the matches.
 */
export async function countMessages(db: D1Database, search: string | null): Promise<StateCounts> {
  const statement = search
    ? db
        .prepare(
          `SELECT m.state, COUNT(*) AS messages FROM contact_messages_fts f
           JOIN contact_message_search_keys k ON k.rowid = f.rowid
           JOIN contact_messages m ON m.id = k.message_id
           WHERE contact_messages_fts MATCH ? GROUP BY m.state`,
        )
        .bind(search)
    : db.prepare('SELECT state, messages FROM contact_message_counts')
  const { results } = await statement.all<{ state: MessageState; messages: number }>()
  return countsFrom(results)
}
