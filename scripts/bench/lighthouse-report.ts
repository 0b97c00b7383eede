// The Lighthouse section of BENCHMARKS.md, its targets, and putting it in place of the previous run's.
import type { LighthouseRow } from './lighthouse.ts'
import { writtenBy } from './written-by.ts'

export const lighthouseHeading = '## Lighthouse (mobile, simulated throttling)'

/** The targets for Lighthouse, each with whether this run met it (medians of the runs). */
export function lighthouseTargets(rows: LighthouseRow[]) {
  return [
    [
      'Lighthouse 100 in all four categories on every route (median of the runs)',
      rows.every((row) => Object.values(row.scores).every((score) => score === 100)),
    ],
    [
      'Total blocking time ≤ 50 ms on every route (median of the runs)',
      rows.every((row) => row.tbtMs <= 50),
    ],
    ['CLS 0 on every route', rows.every((row) => row.cls === 0)],
  ] as const
}

const ms = (value: number) => value.toFixed(0)

/** A row's four scores, in the order of the tables' columns. */
export const scoreCells = (row: LighthouseRow) => [
  row.scores.performance,
  row.scores.accessibility,
  row.scores['best-practices'],
  row.scores.seo,
]

/** The BENCH_ONLY=lighthouse section: a table of medians, what fell short, and the targets. */
export function lighthouseSection(rows: LighthouseRow[]): string {
  const runs = rows[0]?.runs ?? 0
  const misses = rows
    .filter((row) => row.misses.length > 0)
    .map((row) => `- ${row.route}: below 1 in ${row.misses.join(', ')}`)
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const head = [
    'route',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP ms',
    'TBT ms',
    'longest task ms',
    'rendering CPU ms',
    'reference TBT ms',
    'reference longest task ms',
    'reference rendering CPU ms',
    'rendering CPU / reference',
    'CLS',
  ]
  return [
    lighthouseHeading,
    '',
    writtenBy('lighthouse'),
    '',
    `Medians of ${runs} runs per route (\`BENCH_LIGHTHOUSE_RUNS\`). Each`,
    'route is followed at once by its reference, audited alike: the same document with no stylesheet',
    'and no script, served as a static file (`scripts/bench/lighthouse-reference.ts`), so that the',
    'machine’s load weighs on both. The longest task is the longest top-level task on the main thread',
    'as the trace recorded it, in wall time; Lighthouse’s simulation counts it 2× when it lays out the',
    'page and 4× otherwise, and TBT adds up, for each simulated task after the first contentful paint,',
    'its time beyond 50 ms. On a busy machine that wall time is mostly waiting (for the CPU, for the',
    'browser process’s answers about fonts), so the rendering CPU is the thread’s own CPU time for',
    'parsing the stylesheet, style, layout and paint (`scripts/bench/trace-cost.ts`), and its ratio to',
    'the reference’s, taken within each round, is what the site’s styles add to the bare document.',
    '',
    line(head),
    line(head.map(() => '---')),
    ...rows.map((row) =>
      line([
        row.route,
        ...scoreCells(row),
        ms(row.lcpMs),
        ms(row.tbtMs),
        ms(row.longestTaskMs),
        row.renderingCpuMs.toFixed(1),
        ms(row.reference.tbtMs),
        ms(row.reference.longestTaskMs),
        row.reference.renderingCpuMs.toFixed(1),
        `${row.ratio.toFixed(2)}×`,
        row.cls.toFixed(3),
      ]),
    ),
    '',
    ...misses,
    ...(misses.length > 0 ? [''] : []),
    ...lighthouseTargets(rows).map(
      ([name, met]) => `Target — ${name}: ${met ? 'met' : '**missed**'}.`,
    ),
    '',
  ].join('\n')
}
