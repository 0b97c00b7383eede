import type { ReactNode } from 'react'
import { inboxSearchLimitContent } from '../content/search-limit'

const text = inboxSearchLimitContent

/** Why a search was not run: too many searches (with the quota), or a limit not checkable. */
export type SearchRefusal =
  | { kind: 'limited'; limit: number; seconds: number }
  | { kind: 'unavailable' }

export type SearchRefusedPageProps = {
  reason: SearchRefusal
  /** The room's search box, holding the search as typed for when it may run. */
  searchBox: ReactNode
  /** The room under the same filters, without the search: never refused. */
  withoutSearch: string
}

/**
 * A search the inbox did not run, said in its own chrome (no error page): why, the search box
 * holding what was typed, and the way on that needs no search. Reads nothing from the database,
 * so answering a burst of refused searches costs next to nothing.
 */
export function SearchRefusedPage({ reason, searchBox, withoutSearch }: SearchRefusedPageProps) {
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
      <div className="mb-6">{searchBox}</div>
      <a href={withoutSearch} className="inbox-button">
        {text.withoutSearch}
      </a>
    </>
  )
}
