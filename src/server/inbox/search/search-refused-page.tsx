import type { About } from '../../../shared/contact-about'
import { inboxSearchLimitContent } from '../content/search-limit'
import { SearchForm } from '../list/list-controls'
import type { InboxFilter } from '../states'

const text = inboxSearchLimitContent

export type SearchRefusedPageProps = {
  /** Why: too many searches (with the quota), or a limit that cannot be checked. */
  reason: { kind: 'limited'; limit: number; seconds: number } | { kind: 'unavailable' }
  filter: InboxFilter
  /** The search as typed, back in its box for when it may run. */
  typed: string
  about: About | null
  /** The list under the same filter and topic, without the search: never refused. */
  withoutSearch: string
}

/**
 * A search the inbox did not run, said in its own chrome (no error page): why, the search box
 * holding what was typed, and the way on that needs no search. Reads nothing from the database,
 * so answering a burst of refused searches costs next to nothing.
 */
export function SearchRefusedPage({
  reason,
  filter,
  typed,
  about,
  withoutSearch,
}: SearchRefusedPageProps) {
  const words = reason.kind === 'limited' ? text.slowDown : text.unavailable
  return (
    <>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-ink">{words.heading}</h1>
      <p
        role="alert"
        className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
      >
        {reason.kind === 'limited'
          ? text.slowDown.text(reason.limit, reason.seconds)
          : text.unavailable.text}
      </p>
      <div className="mb-6">
        <SearchForm filter={filter} typed={typed} about={about} />
      </div>
      <a href={withoutSearch} className="inbox-button">
        {text.withoutSearch}
      </a>
    </>
  )
}
