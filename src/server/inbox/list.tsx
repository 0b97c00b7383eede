import type { Context } from 'hono'
import { inboxContent } from '../../shared/content/inbox'
import { type InboxFilter, inboxPageSize, isInboxFilter, maxSearchLength } from '../../shared/inbox'
import { bulkNotice } from './bulk-notice'
import { decodeCursor, encodeCursor } from './cursor'
import type { InboxEnv } from './guard'
import { countMessages, type ListQuery, listMessages } from './queries'
import { searchQuery } from './search'
import { ListPage } from './views/list-page'

/** The list's address for a filter and a search (and a cursor), as links and forms build it. */
export function listHref(path: string, filter: InboxFilter, typed: string, after?: string) {
  const params = new URLSearchParams()
  if (filter !== 'new') params.set('state', filter)
  if (typed) params.set('q', typed)
  if (after) params.set('after', after)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** What the URL asks for: a filter (New unless it names another), a search, a cursor. */
export function readListQuery(c: Context<InboxEnv>): ListQuery & { typed: string } {
  const state = c.req.query('state')
  const typed = (c.req.query('q') ?? '').trim().slice(0, maxSearchLength)
  return {
    filter: isInboxFilter(state) ? state : 'new',
    typed,
    search: searchQuery(typed),
    after: decodeCursor(c.req.query('after')),
  }
}

function noticeFor(c: Context<InboxEnv>): string | null {
  const bulk = bulkNotice(c.req.query('done'))
  if (bulk) return bulk
  if (c.req.query('deleted') === '1') return inboxContent.notices.deleted
  const erased = Number(c.req.query('erased'))
  return Number.isInteger(erased) && erased > 0 ? inboxContent.notices.erased(erased) : null
}

/** GET /inbox: one page of the list. One row more than a page tells whether an older page exists. */
export async function renderList(c: Context<InboxEnv>) {
  const query = readListQuery(c)
  const [rows, counts] = await Promise.all([
    listMessages(c.env.DB, query, inboxPageSize + 1),
    countMessages(c.env.DB, query.search),
  ])
  const messages = rows.slice(0, inboxPageSize)
  const last = messages.at(-1)
  const older = rows.length > inboxPageSize && last
  // Links and the bulk form carry the list's place, so a message and an action lead back to it.
  const page = query.after ? encodeCursor(query.after) : undefined
  return c.render(
    <ListPage
      filter={query.filter}
      typed={query.typed}
      counts={counts}
      messages={messages}
      olderHref={
        older
          ? listHref(
              '/inbox',
              query.filter,
              query.typed,
              encodeCursor({ receivedAt: last.received_at, id: last.id }),
            )
          : null
      }
      deep={query.after !== null}
      notice={noticeFor(c)}
      hrefFor={(filter) => listHref('/inbox', filter, query.typed)}
      exportHref={listHref('/inbox/export.csv', query.filter, query.typed)}
      bulkAction={listHref('/inbox/bulk', query.filter, query.typed, page)}
      messageHref={(id) => listHref(`/inbox/${id}`, query.filter, query.typed, page)}
    />,
    {
      meta: {
        title: `${inboxContent.title} · ${inboxContent.filters[query.filter]}`,
        description: '',
      },
    },
  )
}
