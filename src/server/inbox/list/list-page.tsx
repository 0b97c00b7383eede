import type { About } from '../../../shared/contact-about'
import { longDate } from '../../components/fact-formats'
import { editorContent } from '../content/editor'
import { inboxContent } from '../content/inbox'
import type { InboxFilter } from '../states'
import { Notice } from '../views/parts'
import { ShortcutsHelp } from '../views/shortcuts-help'
import { AboutFilter } from './about-filter'
import { BulkList } from './bulk-list'
import { Filters, SearchForm } from './list-controls'
import type { MessageSummary } from './queries'
import type { StateCounts } from './state-counts'

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
  /** The start dates of published cohorts that have begun (first page only): stale facts. */
  staleStarts: readonly string[]
  /** The topic shown (null: every topic). */
  about: About | null
  /** Builds the list's address for a filter, keeping the search and the topic. */
  hrefFor: (filter: InboxFilter) => string
  /** Builds the list's address for a topic, keeping the filter and the search. */
  aboutHref: (about: About | null) => string
  exportHref: string
  /** Where the list's form posts (bulk-list.tsx). */
  bulkAction: string
  /** A message's address, carrying the list's filter, search and page. */
  messageHref: (id: string) => string
}

const text = inboxContent

/** The school's facts gone stale: a cohort the site still lists has begun. */
function StaleFacts({ starts }: { starts: readonly string[] }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      {editorContent.stale.text(starts.map(longDate).join(', '))}{' '}
      <a href="/inbox/content/cohort" className="inbox-link text-amber-900">
        {editorContent.stale.action}
      </a>
    </p>
  )
}

/** /inbox: filters with counts, search, a page of messages, the way to older ones. */
export function ListPage(props: ListPageProps) {
  const { filter, typed, messages, olderHref, deep, notice, exportHref, staleStarts } = props
  const empty = typed ? text.noMatches : text.empty[filter]
  return (
    <>
      {notice && <Notice text={notice} />}
      {staleStarts.length > 0 && <StaleFacts starts={staleStarts} />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
        <a href={exportHref} className="inbox-button" download>
          <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
          {text.exportCsv}
        </a>
      </div>
      <div className="mb-6 grid gap-4">
        <Filters {...props} />
        <AboutFilter about={props.about} hrefFor={props.aboutHref} />
        <SearchForm filter={filter} typed={typed} about={props.about} />
      </div>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-ink-muted">
          {empty}
        </p>
      ) : (
        <BulkList
          filter={filter}
          messages={messages}
          bulkAction={props.bulkAction}
          messageHref={props.messageHref}
        />
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
      <ShortcutsHelp />
    </>
  )
}
