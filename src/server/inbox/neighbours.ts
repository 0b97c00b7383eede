import type { Context } from 'hono'
import type { Cursor } from './cursor'
import type { InboxEnv } from './guard'
import { listHref, readListQuery } from './list'
import { getMessage, setState } from './message-queries'
import type { ListQuery } from './queries'

/** The messages either side of one, in the list's order (newest first) under its filter and search. */
export type Neighbours = { previous: string | null; next: string | null }

/**
 * The message just newer (`>`, ascending) or just older (`<`, descending) than `at` in the list's
 * filter and search. Keyset on (received_at, id) like the list. Without a search the state's
 * index is entered at the message and one row read. With one, the CROSS JOIN makes SQLite walk
 * the search's matches first: left to itself it walks the index from the message and runs the
 * full-text match once a row, seconds for a rare word at 100,000 messages.
 */
async function beside(db: D1Database, { filter, search }: ListQuery, at: Cursor, newer: boolean) {
  const where = [`(m.received_at, m.id) ${newer ? '>' : '<'} (?, ?)`]
  const params: string[] = [at.receivedAt, at.id]
  let from = 'contact_messages m'
  if (search) {
    from = `contact_messages_fts f
      CROSS JOIN contact_message_search_keys k ON k.rowid = f.rowid
      CROSS JOIN contact_messages m ON m.id = k.message_id`
    where.unshift('contact_messages_fts MATCH ?')
    params.unshift(search)
  }
  if (filter !== 'all') {
    where.push('m.state = ?')
    params.push(filter)
  }
  const order = newer ? 'ASC' : 'DESC'
  const row = await db
    .prepare(
      `SELECT m.id FROM ${from} WHERE ${where.join(' AND ')}
       ORDER BY m.received_at ${order}, m.id ${order} LIMIT 1`,
    )
    .bind(...params)
    .first<{ id: string }>()
  return row?.id ?? null
}

/** Both neighbours of the message at `at`, whether or not it is itself in the list still. */
export async function neighbours(
  db: D1Database,
  query: ListQuery,
  at: Cursor,
): Promise<Neighbours> {
  const [previous, next] = await Promise.all([
    beside(db, query, at, true),
    beside(db, query, at, false),
  ])
  return { previous, next }
}

/**
 * POST /inbox/<id>/handled-next: marks the message handled (recorded with who, as the message's
 * own button does), then 303 to the next message in the list's order, filter and search, carried
 * in the action's query string; to the list when there is none.
 */
export async function handledThenNext(c: Context<InboxEnv>, id: string) {
  const message = await getMessage(c.env.DB, id)
  if (!message) return c.notFound()
  await setState(c.env.DB, id, 'handled', c.var.staff.email)
  const query = readListQuery(c)
  const next = await beside(c.env.DB, query, { receivedAt: message.received_at, id }, false)
  const path = next ? `/inbox/${next}` : '/inbox'
  return c.redirect(listHref(path, query.filter, query.typed), 303)
}
