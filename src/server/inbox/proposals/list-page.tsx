import { proposalsContent as text } from '../content/proposals'
import { When } from '../views/parts'
import type { ProposalRow } from './proposal-queries'
import { type ProposalStage, proposalStages } from './stages'

type ListProps = {
  counts: Record<ProposalStage, number>
  stage: ProposalStage | null
  rows: ProposalRow[]
}

const tab = (current: boolean) =>
  `focusable inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold ${
    current ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-inset ring-slate-300'
  }`

/** /inbox/proposals: the count at each stage (each a filter), then the requests, newest first. */
export function ProposalListPage({ counts, stage, rows }: ListProps) {
  const total = proposalStages.reduce((sum, each) => sum + counts[each], 0)
  return (
    <article>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-2 text-ink-muted">{text.intro}</p>
      <a href="/inbox/proposals/export.csv" className="inbox-button mt-4">
        <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
        {text.exportCsv}
      </a>
      <nav aria-label={text.columns.stage} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href="/inbox/proposals"
              className={tab(stage === null)}
              aria-current={stage === null ? 'page' : undefined}
            >
              {text.all} <span data-testid="count-all">{total}</span>
            </a>
          </li>
          {proposalStages.map((each) => (
            <li key={each}>
              <a
                href={`/inbox/proposals?stage=${each}`}
                className={tab(stage === each)}
                aria-current={stage === each ? 'page' : undefined}
              >
                {text.stages[each]} <span data-testid={`count-${each}`}>{counts[each]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6 text-ink-muted">{text.none}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {rows.map((row) => (
            <li key={row.id}>
              <a
                href={`/inbox/proposals/${row.id}`}
                className="focusable block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-400"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <bdi className="break-words text-lg font-bold text-ink">{row.company}</bdi>
                  <span className="text-sm text-ink-muted">
                    <When at={row.created_at} />
                  </span>
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft">
                  <bdi className="break-all">{`${row.name} <${row.email}>`}</bdi>
                  <span>{text.offerings[row.offering]}</span>
                  <span className="font-semibold">{text.stages[row.stage]}</span>
                  {row.confirmed_at === null && <span>{text.unconfirmed}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
