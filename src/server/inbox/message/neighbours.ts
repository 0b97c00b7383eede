import type { Context } from 'hono'
import type { InboxEnv } from '../access/guard'
import type { Cursor } from '../list/cursor'
import { listHref, readListQuery } from '../list/list'
import type { ListQuery } from '../list/queries'
import { filterTerms } from '../search/search-filters'
import { nearestMatch, searchKeyOf } from '../search/search-nearest'
import { getMessage, setState } from './message-queries'

/** The messages either side of one, in the list's order (newest first) under its filter and search. */
export type Neighbours = { previous: string | null; next: string | null }

/**
 * The message just newer (`>`, ascending) or just older (`<`, descending) than `at` in the list's
 * filter and topic. Keyset on (received_at, id) like the list: the state's (or topic's) index is
 * entered at the message and one row read.
 */
async function besideInList(db: D1Database, query: ListQuery, at: Cursor, newer: boolean) {
  const filters = filterTerms(query.filter, query.about)
  const where = [`(m.received_at, m.id) ${newer ? '>' : '<'} (?, ?)`, ...filters.terms]
  const params: string[] = [at.receivedAt, at.id, ...filters.params]
  const order = newer ? 'ASC' : 'DESC'
  const row = await db
    .prepare(
      `SELECT m.id FROM contact_messages m WHERE ${where.join(' AND ')}
       ORDER BY m.received_at ${order}, m.id ${order} LIMIT 1`,
    )
    .bind(...params)
    .first<{ id: string }>()
  return row?.id ?? null
}

/**
 * The neighbour in the list's order under its filter, topic and search. A search's list is the
 * index's order (search-queries.ts): the neighbour is the nearest match by key, found in bounded
 * windows, so no statement sorts or reads every match (a one-letter search included).
 */
async function beside(db: D1Database, query: ListQuery, at: Cursor, newer: boolean) {
  if (!query.search) return besideInList(db, query, at, newer)
  const key = await searchKeyOf(db, at.id)
  if (key === null) return null
  const { filter, search, about } = query
  return nearestMatch(db, { filter, search, about: about ?? null }, key, newer)
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
  return c.redirect(listHref(path, query), 303)
}
