import type { ContactTopic } from '../../../shared/contact-topics'
import { inboxContent } from '../../../shared/content/inbox'
import type { InboxFilter } from '../../../shared/inbox'
import type { MessageSummary, StateCounts } from '../queries'
import { Filters, SearchForm } from './list-controls'
import { firstLine, Notice, StateBadge, When } from './parts'
import { TopicBadge, TopicFilter } from './topic-filter'

export type ListPageProps = {
  filter: InboxFilter
  /** The search as typed, shown back in its field. */
  typed: string
  counts: StateCounts
  messages: MessageSummary[]
  /** The address of the next (older) page, if there is one. */
  olderHref: string | null
  /** Whether this is a page past the first. */
  deep: boolean
  notice: string | null
  /** The topic shown (null: every topic). */
  about: ContactTopic | null
  /** Builds the list's address for a filter, keeping the search and the topic. */
  hrefFor: (filter: InboxFilter) => string
  /** Builds the list's address for a topic, keeping the filter and the search. */
  topicHref: (about: ContactTopic | null) => string
  exportHref: string
}

const text = inboxContent

function Row({ message }: { message: MessageSummary }) {
  return (
    <li className="grid gap-x-6 gap-y-1 px-4 py-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <a href={`/inbox/${message.id}`} className="inbox-link block truncate">
          <bdi>{message.name}</bdi>
        </a>
        <p className="truncate text-sm text-ink-muted">
          <bdi>{message.email}</bdi>
        </p>
      </div>
      <p className="min-w-0 truncate text-ink-soft">
        <bdi>{firstLine(message.preview)}</bdi>
      </p>
      <p className="flex items-center gap-3 text-sm text-ink-muted md:justify-end">
        <When at={message.received_at} />
        <TopicBadge about={message.about} />
        <StateBadge state={message.state} />
      </p>
    </li>
  )
}

/** /inbox: filters with counts, search, a page of messages, the way to older ones. */
export function ListPage(props: ListPageProps) {
  const { filter, typed, messages, olderHref, deep, notice, exportHref } = props
  const empty = typed ? text.noMatches : text.empty[filter]
  return (
    <>
      {notice && <Notice text={notice} />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
        <a href={exportHref} className="inbox-button" download>
          <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
          {text.exportCsv}
        </a>
      </div>
      <div className="mb-6 grid gap-4">
        <Filters {...props} />
        <TopicFilter about={props.about} hrefFor={props.topicHref} />
        <SearchForm filter={filter} typed={typed} about={props.about} />
      </div>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-ink-muted">
          {empty}
        </p>
      ) : (
        <ol
          aria-label={text.filters[filter]}
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {messages.map((message) => (
            <Row key={message.id} message={message} />
          ))}
        </ol>
      )}
      {(olderHref || deep) && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-3">
          {deep && (
            <a href={props.hrefFor(filter)} className="inbox-button">
              {text.firstPage}
            </a>
          )}
          {olderHref && (
            <a href={olderHref} className="inbox-button" rel="next">
              {text.olderPage}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </a>
          )}
        </nav>
      )}
    </>
  )
}
