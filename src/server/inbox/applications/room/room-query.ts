// What the room's address asks for, and the address of another view of it: one cohort, one
// stage or every stage, a search, list or board, and where the previous page ended.
import type { Context } from 'hono'
import {
  type ApplicationStage,
  isApplicationStage,
} from '../../../../shared/content/admissions/application-stages'
import type { InboxEnv } from '../../access/guard'
import { decodeCursor, decodeSearchCursor } from '../../list/cursor'
import { searchQuery, typedSearch } from '../../search/search'

export type RoomView = 'list' | 'board'

/** The room as its address names it; `cohort` is a start date, checked against the published. */
export type RoomQuery = {
  cohort: string | undefined
  stage: ApplicationStage | null
  typed: string
  search: string | null
  view: RoomView
  after: ReturnType<typeof decodeCursor>
  afterKey: number | null
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function readRoomQuery(c: Context<InboxEnv>): RoomQuery {
  const cohort = c.req.query('cohort')
  const stage = c.req.query('stage')
  const typed = typedSearch(c.req.query('q'))
  return {
    cohort: cohort && isoDate.test(cohort) ? cohort : undefined,
    stage: isApplicationStage(stage) ? stage : null,
    typed,
    search: searchQuery(typed),
    view: c.req.query('view') === 'board' ? 'board' : 'list',
    after: decodeCursor(c.req.query('after')),
    afterKey: decodeSearchCursor(c.req.query('after')),
  }
}

/** The room's address for a view of it (and a cursor). */
export function roomHref(
  view: Pick<RoomQuery, 'cohort' | 'stage' | 'typed' | 'view'>,
  after?: string,
) {
  const params = new URLSearchParams()
  if (view.cohort) params.set('cohort', view.cohort)
  if (view.stage) params.set('stage', view.stage)
  if (view.typed) params.set('q', view.typed)
  if (view.view === 'board') params.set('view', 'board')
  if (after) params.set('after', after)
  const query = params.toString()
  return query ? `/inbox/applications?${query}` : '/inbox/applications'
}
