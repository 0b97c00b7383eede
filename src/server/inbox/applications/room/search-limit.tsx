// The room's search counts against the same quota as the messages' (search/search-limit.ts): it
// walks a full-text index too, and one person's searches are one quota wherever they are typed.
import { limitSearches } from '../../search/search-limit'
import { SearchRefusedPage } from '../../search/search-refused-page'
import { readRoomQuery, roomHref } from './room-query'
import { ApplicationSearchForm } from './search-form'

export const applicationSearchLimit = limitSearches((c) => {
  const query = readRoomQuery(c)
  if (!query.search) return null
  return (reason) => (
    <SearchRefusedPage
      reason={reason}
      searchBox={
        <ApplicationSearchForm cohort={query.cohort} stage={query.stage} typed={query.typed} />
      }
      withoutSearch={roomHref({ ...query, typed: '' })}
    />
  )
})
