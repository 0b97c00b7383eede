import type { About } from '../../../shared/contact-about'
import { inboxContent } from '../content/inbox'
import { type InboxFilter, inboxFilters, maxSearchLength } from '../states'
import type { StateCounts } from './state-counts'

const text = inboxContent

type FiltersProps = {
  filter: InboxFilter
  counts: StateCounts
  hrefFor: (filter: InboxFilter) => string
}

/** The state filters as links, each with its count; the current one marked. */
export function Filters({ filter, counts, hrefFor }: FiltersProps) {
  return (
    <nav aria-label={text.filtersLabel}>
      <ul className="flex flex-wrap gap-2">
        {inboxFilters.map((name) => {
          const current = name === filter
          return (
            <li key={name}>
              <a
                href={hrefFor(name)}
                aria-current={current ? 'page' : undefined}
                className={`focusable inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-ink-soft hover:bg-slate-100'
                }`}
              >
                {text.filters[name]}
                <span className={current ? 'text-white' : 'text-ink-muted'}>
                  {counts.capped ? `${counts[name]}+` : counts[name]}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The search box; it keeps the filter and the topic. */
export function SearchForm({
  filter,
  typed,
  about = null,
}: {
  filter: InboxFilter
  typed: string
  about?: About | null
}) {
  return (
    <search>
      <form method="get" action="/inbox" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="state" value={filter} />
        {about && <input type="hidden" name="about" value={about} />}
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <label htmlFor="inbox-search" className="text-sm font-semibold text-ink">
            {text.searchLabel}
          </label>
          <input
            id="inbox-search"
            name="q"
            type="search"
            defaultValue={typed}
            maxLength={maxSearchLength}
            className="inbox-input"
          />
        </div>
        <button type="submit" className="inbox-button-primary">
          <span className="i-lucide-search h-4 w-4" aria-hidden="true" />
          {text.searchButton}
        </button>
      </form>
    </search>
  )
}
