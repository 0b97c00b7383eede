import type { Context } from 'hono'
import type { Cursor } from './cursor'
import type { InboxEnv } from './guard'
import { listHref, readListQuery } from './list'
import { getMessage, setState } from './message-queries'
import { type ListQuery, listMessages } from './queries'

/** The messages either side of one, in the list's order (newest first) under its filter and search. */
export type Neighbours = { previous: string | null; next: string | null }

/**
 * The newer neighbour: the list's query the other way round. Keyset on (received_at, id) like
 * the list, so it enters the same indexes at the message and reads one row.
 */
async function newerThan(db: D1Database, { filter, search }: ListQuery, at: Cursor) {
  const where = ['(m.received_at, m.id) > (?, ?)']
  const params: string[] = [at.receivedAt, at.id]
  let from = 'contact_messages m'
  if (search) {
    from = `contact_messages_fts f
      JOIN contact_message_search_keys k ON k.rowid = f.rowid
      JOIN contact_messages m ON m.id = k.message_id`
    where.unshift('contact_messages_fts MATCH ?')
    params.unshift(search)
  }
  if (filter !== 'all') {
    where.push('m.state = ?')
    params.push(filter)
  }
  const row = await db
    .prepare(
      `SELECT m.id FROM ${from} WHERE ${where.join(' AND ')}
       ORDER BY m.received_at ASC, m.id ASC LIMIT 1`,
    )
    .bind(...params)
    .first<{ id: string }>()
  return row?.id ?? null
}

/** The older neighbour is the list's next page of one row, after the message's position. */
async function olderThan(db: D1Database, query: ListQuery, at: Cursor) {
  const [row] = await listMessages(db, { ...query, after: at }, 1)
  return row?.id ?? null
}

/** Both neighbours of the message at `at`, whether or not it is itself in the list still. */
export async function neighbours(
  db: D1Database,
  query: ListQuery,
  at: Cursor,
): Promise<Neighbours> {
  const [previous, next] = await Promise.all([newerThan(db, query, at), olderThan(db, query, at)])
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
  const next = await olderThan(c.env.DB, query, { receivedAt: message.received_at, id })
  const path = next ? `/inbox/${next}` : '/inbox'
  return c.redirect(listHref(path, query.filter, query.typed), 303)
}
