import {
  type ApplicationStage,
  applicationStageLabels,
  applicationStages,
} from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { cohortName } from './cohorts'
import type { StageCounts } from './list-queries'
import type { RoomQuery } from './room-query'
import { ApplicationSearchForm } from './search-form'

const text = inboxApplicationsContent

const pill = (current: boolean) =>
  `focusable inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold ${
    current
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-ink-soft hover:bg-slate-100'
  }`

type Link = { key: string; label: string; href: string; current: boolean; count?: number }

function Pills({ label, links }: { label: string; links: Link[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={pill(link.current)}
            >
              {link.label}
              {link.count !== undefined && (
                <span className={link.current ? 'text-white' : 'text-ink-muted'}>{link.count}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type ControlsProps = {
  query: RoomQuery & { cohort: string }
  cohorts: readonly string[]
  counts: StageCounts
  href: (view: Partial<RoomQuery>) => string
}

/** The cohorts, the stages with their counts, list or board, and the search. */
export function RoomControls({ query, cohorts, counts, href }: ControlsProps) {
  const stageLinks: Link[] = [
    {
      key: 'all',
      label: text.allStages,
      href: href({ stage: null }),
      current: !query.stage,
      count: counts.all,
    },
    ...applicationStages.map((stage: ApplicationStage) => ({
      key: stage,
      label: applicationStageLabels[stage],
      href: href({ stage, view: 'list' }),
      current: query.stage === stage,
      count: counts[stage],
    })),
  ]
  return (
    <div className="mb-6 grid gap-4">
      <Pills
        label={text.cohortsLabel}
        links={cohorts.map((cohort) => ({
          key: cohort,
          label: cohortName(cohort),
          href: href({ cohort, stage: null, typed: '' }),
          current: cohort === query.cohort,
        }))}
      />
      <Pills label={text.stagesLabel} links={stageLinks} />
      <div className="flex flex-wrap items-end gap-4">
        <ApplicationSearchForm cohort={query.cohort} stage={query.stage} typed={query.typed} />
        <Pills
          label={text.views.label}
          links={(['list', 'board'] as const).map((view) => ({
            key: view,
            label: text.views[view],
            href: href({ view, stage: view === 'board' ? null : query.stage, typed: '' }),
            current: query.view === view && !(view === 'board' && query.search),
          }))}
        />
      </div>
    </div>
  )
}
