// The export's reading of the list: whole messages with their conversation, a batch at a time.

import { type ListQuery, listClauses, type MessageSummary } from '../list/queries'
import { searchWindowRows } from '../search/search-queries'
import { conversationText } from './conversation-export'

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
