import {
  type ApplicationStage,
  applicationStageLabels,
  applicationStages,
} from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { UnconfirmedMark } from './application-rows'
import type { ApplicationSummary, StageCounts } from './list-queries'

const text = inboxApplicationsContent

type BoardProps = {
  columns: Record<ApplicationStage, ApplicationSummary[]>
  counts: StageCounts
  href: (id: string) => string
  stageHref: (stage: ApplicationStage) => string
}

/**
 * The board: a section a stage with its count and newest applications. Plain HTML in stage order,
 * so a phone, a screen reader or a browser without CSS reads a list of stages; from 1024 px the six
 * stages an application goes through stand side by side as columns, and the two it may end in
 * (declined, withdrawn) below the first two. No script.
 */
export function Board({ columns, counts, href, stageHref }: BoardProps) {
  return (
    <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-6">
      {applicationStages.map((stage) => {
        const rows = columns[stage]
        return (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-slate-100 p-3"
          >
            <h2
              id={`stage-${stage}`}
              className="flex items-baseline justify-between gap-2 px-1 text-sm font-bold text-ink"
            >
              {applicationStageLabels[stage]}
              <span className="font-semibold text-ink-muted">{counts[stage]}</span>
            </h2>
            {rows.length === 0 ? (
              <p className="mt-2 px-1 text-sm text-ink-muted">{text.boardEmpty}</p>
            ) : (
              <ol className="mt-2 grid gap-2">
                {rows.map((row) => (
                  <li
                    key={row.id}
                    className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
                  >
                    <a href={href(row.id)} className="inbox-link block break-words">
                      <bdi>{row.name}</bdi>
                    </a>
                    <p className="mt-1 break-all text-xs text-ink-muted">
                      <bdi>{row.email}</bdi>
                    </p>
                    {row.confirmed_at === null && (
                      <p className="mt-2">
                        <UnconfirmedMark />
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {counts[stage] > rows.length && (
              <a href={stageHref(stage)} className="inbox-link mt-2 block px-1 text-sm">
                {text.boardMore(counts[stage])}
              </a>
            )}
          </section>
        )
      })}
    </div>
  )
}
