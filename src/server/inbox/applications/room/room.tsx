import type { Context } from 'hono'
import { readLiveContent } from '../../../site-content/live'
import type { InboxEnv } from '../../access/guard'
import { inboxApplicationsContent } from '../../content/applications'
import { encodeSearchCursor } from '../../list/cursor'
import { takeNotice } from '../../notice'
import { giveWay } from '../../search/pace'
import { cohortName, defaultCohort, publishedCohorts } from './cohorts'
import { applicationsPageSize, boardColumns, browseApplications, stageCounts } from './list-queries'
import { RoomPage, type RoomPageProps } from './room-page'
import { type RoomQuery, readRoomQuery, roomHref } from './room-query'
import { searchApplications } from './search-queries'

const text = inboxApplicationsContent

/** The list's page for the query: browsed by arrival, or a search's walk of the index. */
async function listOf(db: D1Database, query: RoomQuery & { cohort: string }) {
  if (query.search) {
    const walk = { ...query, search: query.search }
    const { rows, next } = await searchApplications(db, walk, applicationsPageSize)
    return { rows, older: next === null ? null : encodeSearchCursor(next) }
  }
  return browseApplications(db, query)
}

/** GET /inbox/applications: a cohort's counts per stage, and its list or board. */
export async function renderRoom(c: Context<InboxEnv>) {
  const asked = readRoomQuery(c)
  const cohorts = publishedCohorts(await readLiveContent(c.env.DB))
  const cohort = asked.cohort ?? defaultCohort(cohorts)
  const meta = { title: text.title, description: '' }
  if (!cohort) {
    return c.render(
      <>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
        <p className="mt-4 text-ink-muted">{text.noCohort}</p>
      </>,
      { meta },
    )
  }
  // A search is a list: the board shows each stage's newest, which a search does not order.
  const query = { ...asked, cohort, view: asked.search ? 'list' : asked.view } as const
  const counts = await stageCounts(c.env.DB, cohort)
  await giveWay()
  let shown: RoomPageProps['shown']
  const href = (view: Partial<RoomQuery>, after?: string) => roomHref({ ...query, ...view }, after)
  if (query.view === 'board') {
    shown = { view: 'board', columns: await boardColumns(c.env.DB, cohort) }
  } else {
    const { rows, older } = await listOf(c.env.DB, query)
    shown = { view: 'list', rows, olderHref: older ? href({}, older) : null }
  }
  return c.render(
    <RoomPage
      query={query}
      cohorts={cohorts.includes(cohort) ? cohorts : [...cohorts, cohort].sort()}
      counts={counts}
      shown={shown}
      href={href}
      applicationHref={(id) => `/inbox/applications/${id}`}
      notice={takeNotice(c)}
    />,
    { meta: { title: `${text.title} · ${cohortName(cohort)}`, description: '' } },
  )
}
