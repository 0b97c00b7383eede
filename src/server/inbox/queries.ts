import type { ContactTopic, OfferingTopic } from '../../shared/contact-topics'
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
  /** The offering the message is about; null for a general question. */
  about: OfferingTopic | null
}

/**
 * The list's query: a filter, an FTS5 query (searchQuery), where the previous page ended, and
 * optionally a topic (null: every topic).
 */
export type ListQuery = {
  filter: InboxFilter
  search: string | null
  after: Cursor | null
  about?: ContactTopic | null
}

/** The WHERE term of a topic (a general question is stored as NULL), with its parameters. */
function topicClause(about: ContactTopic): { term: string; params: string[] } {
  return about === 'general'
    ? { term: 'm.about IS NULL', params: [] }
    : { term: 'm.about = ?', params: [about] }
}

/** The FROM and WHERE a list query needs, with its parameters in order. */
function listClauses({ filter, search, after, about }: ListQuery) {
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
  if (about) {
    const topic = topicClause(about)
    where.push(topic.term)
    params.push(...topic.params)
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
      `SELECT m.id, m.name, m.email, substr(m.message, 1, 240) AS preview, m.received_at, m.state,
         m.about
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
      `SELECT m.id, m.received_at, m.state, m.name, m.email, m.message, m.flag, m.about
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
 * the same at any size; with one, from the matches. With a topic, from that topic's messages
 * (read from the index on topic and state).
 */
export async function countMessages(
  db: D1Database,
  search: string | null,
  about: ContactTopic | null = null,
): Promise<StateCounts> {
  if (about) return countTopic(db, search, about)
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

/** Messages per state about one topic, within a search when there is one. */
async function countTopic(
  db: D1Database,
  search: string | null,
  about: ContactTopic,
): Promise<StateCounts> {
  const { from, where, params } = listClauses({ filter: 'all', search, after: null, about })
  const { results } = await db
    .prepare(`SELECT m.state, COUNT(*) AS messages FROM ${from} ${where} GROUP BY m.state`)
    .bind(...params)
    .all<{ state: MessageState; messages: number }>()
  return countsFrom(results)
}
