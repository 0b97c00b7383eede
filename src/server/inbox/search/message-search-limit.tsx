// The message list's searches against the staff member's quota (search-limit.ts): the list's,
// its export, a message opened from a search and "handled and next" within one. Runs before the
// New count is read.
import { listHref, readListQuery } from '../list/list'
import { SearchForm } from '../list/list-controls'
import { limitSearches } from './search-limit'
import { SearchRefusedPage } from './search-refused-page'

export const messageSearchLimit = limitSearches((c) => {
  const query = readListQuery(c)
  if (!query.search) return null
  return (reason) => (
    <SearchRefusedPage
      reason={reason}
      searchBox={<SearchForm filter={query.filter} typed={query.typed} about={query.about} />}
      withoutSearch={listHref('/inbox', { ...query, typed: '' })}
    />
  )
})
