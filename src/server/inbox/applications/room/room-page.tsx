import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { Notice } from '../../views/parts'
import { ApplicationRows } from './application-rows'
import { Board } from './board'
import { cohortName } from './cohorts'
import type { ApplicationSummary, StageCounts } from './list-queries'
import { RoomControls } from './room-controls'
import type { RoomQuery } from './room-query'

const text = inboxApplicationsContent

export type RoomPageProps = {
  query: RoomQuery & { cohort: string }
  cohorts: readonly string[]
  counts: StageCounts
  /** The list's page, or the board's columns. */
  shown:
    | { view: 'list'; rows: ApplicationSummary[]; olderHref: string | null }
    | { view: 'board'; columns: Record<ApplicationStage, ApplicationSummary[]> }
  href: (view: Partial<RoomQuery>) => string
  applicationHref: (id: string) => string
  notice: string | null
}

/** /inbox/applications: a cohort's applications by stage, as a list or a board. */
export function RoomPage({
  query,
  cohorts,
  counts,
  shown,
  href,
  applicationHref,
  notice,
}: RoomPageProps) {
  const deep = (query.search ? query.afterKey : query.after) != null
  return (
    <>
      {notice && <Notice text={notice} />}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
        <a href="/inbox/applications/funnel" className="inbox-button">
          <span className="i-lucide-filter h-4 w-4" aria-hidden="true" />
          {text.funnelLink}
        </a>
      </div>
      <p className="mb-6 text-ink-muted">{text.lead}</p>
      <RoomControls query={query} cohorts={cohorts} counts={counts} href={href} />
      {shown.view === 'board' ? (
        <Board
          columns={shown.columns}
          counts={counts}
          href={applicationHref}
          stageHref={(stage) => href({ stage, view: 'list' })}
        />
      ) : shown.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-ink-muted">
          {query.search ? text.noMatches : text.empty}
        </p>
      ) : (
        <ApplicationRows
          rows={shown.rows}
          href={applicationHref}
          label={cohortName(query.cohort)}
        />
      )}
      {shown.view === 'list' && (shown.olderHref || deep) && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-3">
          {deep && (
            <a href={href({})} className="inbox-button">
              {text.firstPage}
            </a>
          )}
          {shown.olderHref && (
            <a href={shown.olderHref} className="inbox-button" rel="next">
              {text.olderPage}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </a>
          )}
        </nav>
      )}
    </>
  )
}
