// BENCHMARKS.md: the run's figures as tables, each target marked met or missed.
import { cpus, totalmem } from 'node:os'
import type { RouteBytes } from './bytes.ts'
import type { LighthouseRow } from './lighthouse.ts'
import { lighthouseSection, lighthouseTargets } from './lighthouse-report.ts'
import type { RouteThroughput } from './throughput.ts'
import { writtenBy } from './written-by.ts'

export type ContactLoadRow = {
  sent: number
  accepted: number
  limited: number
  serverErrors: number
  stored: number
}

export type BenchResults = {
  bytes: RouteBytes[]
  throughput: RouteThroughput[]
  lighthouse: LighthouseRow[]
  contact: ContactLoadRow
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** Routes that hold a form island (and load React once idle). */
const islandRoutes = ['/contact', '/corporate', '/technical']

/**
 * What TCP's first round trip carries (an initial window of 10 segments, about 14 KB): every
 * route's first visit must fit.
 */
const oneRoundTrip = 14_000

/**
 * Each route's first visit, brotli, measured by this bench on 2026-11-23 before the logos left the
 * site-wide stylesheet: no route may grow heavier than this.
 */
const firstVisitBefore: Record<string, number> = {
  '/': 16_400,
  '/accelerator': 17_900,
  '/corporate': 15_500,
  '/technical': 15_500,
  '/stack': 16_500,
  '/contact': 17_300,
}
const mark = (met: boolean) => (met ? 'met' : '**missed**')

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Each target of the issue, with whether this run met it. */
export function targets({ bytes, throughput, lighthouse, contact }: BenchResults) {
  const islandFree = bytes.filter((row) => !islandRoutes.includes(row.route))
  const contactJs = bytes.find((row) => row.route === '/contact')?.js.brotli ?? Number.NaN
  return [
    [
      'Pages with no form load no JavaScript at all: 0 B',
      islandFree.every((row) => row.js.raw === 0),
    ],
    [
      `/contact loads at most 65 KB of JavaScript, brotli (${kb(contactJs)} KB)`,
      contactJs <= 65_000,
    ],
    [
      'Every HTML route serves at ≥ 0.95× the static file’s throughput',
      throughput.every((row) => row.ratio >= 0.95),
    ],
    [
      'Every HTML route’s p99 within 1.25× the static file’s p99 in the same run',
      throughput.every((row) => row.page.p99 <= 1.25 * row.asset.p99),
    ],
    [
      `First visit (HTML + CSS before load, brotli) ≤ 14 KB on every route: one round trip`,
      bytes.every((row) => row.firstVisit.brotli <= oneRoundTrip),
    ],
    [
      'No route’s first visit heavier than before the logos left the stylesheet',
      // A route added since (/privacy) has no "before": the 14 KB target holds it.
      bytes.every((row) => row.firstVisit.brotli <= (firstVisitBefore[row.route] ?? oneRoundTrip)),
    ],
    ...lighthouseTargets(lighthouse),
    [
      'Contact: no message lost (accepted = stored = sent − 429), no 5xx',
      contact.accepted === contact.stored &&
        contact.accepted === contact.sent - contact.limited &&
        contact.serverErrors === 0,
    ],
  ] as const
}

export function report(
  results: BenchResults,
  settings: { amount: number; rounds: number },
): string {
  const { bytes, throughput, lighthouse, contact } = results
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}`
  return [
    '# Benchmarks',
    '',
    `Each section holds its latest run’s figures and names the command that wrote it; their history is in git. The full run’s machine: ${machine}.`,
    'The production build runs in workerd through Miniflare’s API (no Vite in the path), on 127.0.0.1, in a process apart from the load generator.',
    '',
    '## Targets',
    '',
    'A section run alone (`BENCH_ONLY=lighthouse`) marks its own rows here as that run found them.',
    '',
    table(
      ['target', 'this run'],
      targets(results).map(([name, met]) => [name, mark(met)]),
    ),
    '',
    '## Bytes a browser downloads (Chromium, 375 px)',
    '',
    writtenBy(),
    '',
    'KB = 1000 bytes; "br" is brotli at quality 11.',
    '',
    'The first visit is what arrives before the load event: everything but an island’s React,',
    'which loads once the page is idle (or the visitor reaches for the form).',
    '',
    table(
      ['route', 'first visit br', 'before', 'HTML', 'HTML br', 'CSS', 'CSS br', 'JS', 'JS br'],
      bytes.map((row) => [
        row.route,
        kb(row.firstVisit.brotli),
        firstVisitBefore[row.route] === undefined ? '—' : kb(firstVisitBefore[row.route] ?? 0),
        kb(row.html.raw),
        kb(row.html.brotli),
        kb(row.css.raw),
        kb(row.css.brotli),
        kb(row.js.raw),
        kb(row.js.brotli),
      ]),
    ),
    '',
    `## Throughput and latency (autocannon, 10 connections, ${settings.rounds} × ${settings.amount} requests each, alternated)`,
    '',
    writtenBy(),
    '',
    'The static file (/favicon.svg) is answered by Workers Static Assets without running the',
    'site’s worker: its p99 is the floor this machine sets for any answer, with the load generator',
    'and workerd sharing its cores. A page at or under that floor costs nothing extra. Each page’s',
    'round is followed by the static file’s; "page / static" is the median round’s ratio, the rates',
    'and p50s the rounds’ means, the p99s the worst round’s.',
    '',
    table(
      [
        'route',
        'page req/s',
        'page p50 ms',
        'page p99 ms',
        'static req/s',
        'static p99 ms',
        'page / static',
        'errors',
      ],
      throughput.map((row) => [
        row.route,
        row.page.rps.toFixed(0),
        row.page.p50.toFixed(1),
        row.page.p99.toFixed(1),
        row.asset.rps.toFixed(0),
        row.asset.p99.toFixed(1),
        row.ratio.toFixed(2),
        row.page.errors + row.asset.errors,
      ]),
    ),
    '',
    lighthouseSection(lighthouse),
    '## Contact messages under load (20 connections, one address each)',
    '',
    writtenBy(),
    '',
    table(
      ['sent', 'accepted (201)', '429', '5xx', 'rows stored'],
      [[contact.sent, contact.accepted, contact.limited, contact.serverErrors, contact.stored]],
    ),
    '',
  ].join('\n')
}
