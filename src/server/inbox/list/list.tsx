import type { Context } from 'hono'
import { type About, isAbout } from '../../../shared/contact-about'
import { staleCohortStarts } from '../../site-content/facts'
import { readLiveContent } from '../../site-content/live'
import type { InboxEnv } from '../access/guard'
import { inboxContent } from '../content/inbox'
import { takeNotice } from '../notice'
import { giveWay } from '../search/pace'
import { searchQuery, typedSearch } from '../search/search'
import { type InboxFilter, inboxPageSize, isInboxFilter } from '../states'
import { bulkNotice } from './bulk-notice'
import { decodeCursor, decodeSearchCursor, encodeCursor, encodeSearchCursor } from './cursor'
import { ListPage } from './list-page'
import { type ListQuery, listPage } from './queries'
import { countMessages } from './state-counts'

/** What the list shows: a state filter, a search as typed, a topic (null: every topic). */
export type ListView = { filter: InboxFilter; typed: string; about: About | null }

/** The list's address for a filter, a search and a topic (and a cursor), as links build it. */
export function listHref(path: string, { filter, typed, about }: ListView, after?: string) {
  const params = new URLSearchParams()
  if (filter !== 'new') params.set('state', filter)
  if (typed) params.set('q', typed)
  if (about) params.set('about', about)
  if (after) params.set('after', after)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * What the URL asks for: a filter (New unless it names another), a search, a topic (every topic
 * unless it names one), a cursor.
 */
export function readListQuery(c: Context<InboxEnv>): ListQuery & ListView {
  const state = c.req.query('state')
  const typed = typedSearch(c.req.query('q'))
  const about = c.req.query('about')
  return {
    filter: isInboxFilter(state) ? state : 'new',
    typed,
    about: isAbout(about) ? about : null,
    search: searchQuery(typed),
    after: decodeCursor(c.req.query('after')),
    afterKey: decodeSearchCursor(c.req.query('after')),
  }
}

/** Where this page of the list starts, as its link carries it (undefined: the first page). */
export function pageCursor(query: ListQuery): string | undefined {
  if (query.search) return query.afterKey != null ? encodeSearchCursor(query.afterKey) : undefined
  return query.after ? encodeCursor(query.after) : undefined
}

/** GET /inbox: one page of the list, and the link to the older one if there is one. */
export async function renderList(c: Context<InboxEnv>) {
  const query = readListQuery(c)
  // The list, then the counts, giving way between: asked for together, a statement of each would
  // be queued at D1 at once, and a visitor's post would wait behind both (each reads the index).
  const { messages, older } = await listPage(c.env.DB, query, inboxPageSize)
  await giveWay()
  const counts = await countMessages(c.env.DB, query.search, query.about)
  // Links and the bulk form carry the list's place, so a message and an action lead back to it.
  const page = pageCursor(query)
  const deep = (query.search ? query.afterKey : query.after) != null
  // The first page names the school's facts gone stale (the live content, as the site serves it).
  const staleStarts = deep ? [] : staleCohortStarts(await readLiveContent(c.env.DB))
  return c.render(
    <ListPage
      filter={query.filter}
      typed={query.typed}
      counts={counts}
      messages={messages}
      olderHref={older ? listHref('/inbox', query, older) : null}
      deep={deep}
      staleStarts={staleStarts}
      notice={bulkNotice(c.req.query('done')) ?? takeNotice(c)}
      about={query.about}
      hrefFor={(filter) => listHref('/inbox', { ...query, filter })}
      aboutHref={(about) => listHref('/inbox', { ...query, about })}
      exportHref={listHref('/inbox/export.csv', query)}
      bulkAction={listHref('/inbox/bulk', query, page)}
      messageHref={(id) => listHref(`/inbox/${id}`, query, page)}
    />,
    {
      meta: {
        title: `${inboxContent.title} · ${inboxContent.filters[query.filter]}`,
        description: '',
      },
    },
  )
}
