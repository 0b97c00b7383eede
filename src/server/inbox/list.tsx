import type { Context } from 'hono'
import { type ContactTopic, isContactTopic, topicField } from '../../shared/contact-topics'
import { inboxContent } from '../../shared/content/inbox'
import { type InboxFilter, inboxPageSize, isInboxFilter, maxSearchLength } from '../../shared/inbox'
import { decodeCursor, encodeCursor } from './cursor'
import type { InboxEnv } from './guard'
import { countMessages, type ListQuery, listMessages } from './queries'
import { searchQuery } from './search'
import { ListPage } from './views/list-page'

/** What the list shows: a state filter, a search as typed, a topic (null: every topic). */
export type ListView = { filter: InboxFilter; typed: string; about: ContactTopic | null }

/** The list's address for a filter, a search and a topic (and a cursor), as links build it. */
export function listHref(path: string, { filter, typed, about }: ListView, after?: string) {
  const params = new URLSearchParams()
  if (filter !== 'new') params.set('state', filter)
  if (typed) params.set('q', typed)
  if (about) params.set(topicField, about)
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
  const typed = (c.req.query('q') ?? '').trim().slice(0, maxSearchLength)
  const about = c.req.query(topicField)
  return {
    filter: isInboxFilter(state) ? state : 'new',
    typed,
    about: isContactTopic(about) ? about : null,
    search: searchQuery(typed),
    after: decodeCursor(c.req.query('after')),
  }
}

function noticeFor(c: Context<InboxEnv>): string | null {
  if (c.req.query('deleted') === '1') return inboxContent.notices.deleted
  const erased = Number(c.req.query('erased'))
  return Number.isInteger(erased) && erased > 0 ? inboxContent.notices.erased(erased) : null
}

/** GET /inbox: one page of the list. One row more than a page tells whether an older page exists. */
export async function renderList(c: Context<InboxEnv>) {
  const query = readListQuery(c)
  const [rows, counts] = await Promise.all([
    listMessages(c.env.DB, query, inboxPageSize + 1),
    countMessages(c.env.DB, query.search, query.about),
  ])
  const messages = rows.slice(0, inboxPageSize)
  const last = messages.at(-1)
  const older = rows.length > inboxPageSize && last
  return c.render(
    <ListPage
      filter={query.filter}
      typed={query.typed}
      counts={counts}
      messages={messages}
      olderHref={
        older
          ? listHref('/inbox', query, encodeCursor({ receivedAt: last.received_at, id: last.id }))
          : null
      }
      deep={query.after !== null}
      notice={noticeFor(c)}
      about={query.about}
      hrefFor={(filter) => listHref('/inbox', { ...query, filter })}
      topicHref={(about) => listHref('/inbox', { ...query, about })}
      exportHref={listHref('/inbox/export.csv', query)}
    />,
    {
      meta: {
        title: `${inboxContent.title} · ${inboxContent.filters[query.filter]}`,
        description: '',
      },
    },
  )
}
