import { applicationStageLabels } from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { firstLine, When } from '../../views/parts'
import type { ApplicationSummary } from './list-queries'

const text = inboxApplicationsContent

/** An application whose address has not been confirmed from the mailed link yet. */
export function UnconfirmedMark() {
  return (
    <span
      title={text.unconfirmedTitle}
      className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-200 bg-amber-50"
    >
      <span className="i-lucide-mail-question h-3 w-3" aria-hidden="true" />
      {text.unconfirmed}
    </span>
  )
}

/** A stage as a small pill. */
export function StagePill({ stage }: { stage: ApplicationSummary['stage'] }) {
  const closed = stage === 'declined' || stage === 'withdrawn'
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        closed
          ? 'bg-slate-100 text-ink-soft ring-slate-300'
          : stage === 'enrolled'
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-brand-50 text-brand-800 ring-brand-100'
      }`}
    >
      {applicationStageLabels[stage]}
    </span>
  )
}

type RowsProps = { rows: ApplicationSummary[]; href: (id: string) => string; label: string }

/** The list: each application's name, address, goals' first line, when, stage. */
export function ApplicationRows({ rows, href, label }: RowsProps) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid gap-x-6 gap-y-1 px-4 py-3 focus-within:bg-brand-50 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-center"
        >
          <div className="min-w-0">
            <a href={href(row.id)} className="inbox-link block truncate">
              <bdi>{row.name}</bdi>
            </a>
            <p className="truncate text-sm text-ink-muted">
              <bdi>{row.email}</bdi>
            </p>
          </div>
          <p className="min-w-0 truncate text-ink-soft">
            <bdi>{firstLine(row.goals)}</bdi>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted md:justify-end">
            <When at={row.created_at} />
            {row.confirmed_at === null && <UnconfirmedMark />}
            <StagePill stage={row.stage} />
          </p>
        </li>
      ))}
    </ol>
  )
}
