import type { Context } from 'hono'
import { inboxContent } from '../../shared/content/inbox'
import { type InboxFilter, inboxPageSize, isInboxFilter } from '../../shared/inbox'
import { decodeCursor, decodeSearchCursor } from './cursor'
import type { InboxEnv } from './guard'
import { takeNotice } from './notice'
import { countMessages, type ListQuery, listPage } from './queries'
import { searchQuery, typedSearch } from './search'
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
  const typed = typedSearch(c.req.query('q'))
  return {
    filter: isInboxFilter(state) ? state : 'new',
    typed,
    search: searchQuery(typed),
    after: decodeCursor(c.req.query('after')),
    afterKey: decodeSearchCursor(c.req.query('after')),
  }
}

/** GET /inbox: one page of the list, and the link to the older one if there is one. */
export async function renderList(c: Context<InboxEnv>) {
  const query = readListQuery(c)
  const [{ messages, older }, counts] = await Promise.all([
    listPage(c.env.DB, query, inboxPageSize),
    countMessages(c.env.DB, query.search),
  ])
  return c.render(
    <ListPage
      filter={query.filter}
      typed={query.typed}
      counts={counts}
      messages={messages}
      olderHref={older ? listHref('/inbox', query.filter, query.typed, older) : null}
      deep={(query.search ? query.afterKey : query.after) != null}
      notice={takeNotice(c)}
      hrefFor={(filter) => listHref('/inbox', filter, query.typed)}
      exportHref={listHref('/inbox/export.csv', query.filter, query.typed)}
    />,
    {
      meta: {
        title: `${inboxContent.title} · ${inboxContent.filters[query.filter]}`,
        description: '',
      },
    },
  )
}
