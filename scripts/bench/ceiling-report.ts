// `BENCH_ONLY=ceiling npm run bench`: the burst against the ceiling on confirmation mails, written
// into BENCHMARKS.md in place of its previous run's; the rest of the file is left as it is.
import { type CeilingRow, measureCeiling } from './ceiling.ts'
import { writeSections } from './sections.ts'
import { writtenBy } from './written-by.ts'

/** Whether the ceiling held: every post stored, and no more mails than the ceiling. */
export const ceilingMet = (row: CeilingRow) =>
  row.accepted === row.posts &&
  row.stored === row.posts &&
  row.mailed <= row.ceiling &&
  row.sent === row.mailed &&
  row.held === row.posts - row.sent

export const ceilingHeading = '## A burst against the ceiling on confirmation mails'

export function ceilingSection(row: CeilingRow): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const head = ['ceiling', 'posts', 'stored', 'mails sent', 'held back']
  return [
    ceilingHeading,
    '',
    writtenBy('ceiling'),
    '',
    `${row.posts.toLocaleString('en-GB')} contact messages at 20 connections, each from an IPv6 /64 of its own (the rate`,
    'limit counts each apart) and an address of its own, with `CONFIRMATION_MAILS_PER_HOUR` at',
    `${row.ceiling}. Mails counted by a relay stand-in beside the site (a worker called over RPC as the binding is),`,
    `after the first attempts and the scheduled job's retries (${row.jobRuns} runs on a clock a minute a run) until none was pending.`,
    '',
    line(head),
    line(head.map(() => '---')),
    line([row.ceiling, row.posts, row.stored, row.mailed, row.held]),
    '',
    `Posts a second: ${row.underRate.toFixed(0)} before the ceiling (each queueing a mail), ${row.pastRate.toFixed(0)} past it: ${(row.pastRate / row.underRate).toFixed(2)}× (the same worker, one run).`,
    '',
    `Target — every post stored, at most the ceiling's number of mails: ${ceilingMet(row) ? 'met' : '**missed**'}.`,
    '',
  ].join('\n')
}

export async function runCeilingSection(): Promise<never> {
  const ceiling = Number(process.env.BENCH_CEILING ?? 300)
  const posts = Number(process.env.BENCH_BURST ?? 1000)
  console.log(
    `… a burst of ${posts} contact messages against a ceiling of ${ceiling} mails an hour`,
  )
  const row = await measureCeiling(ceiling, posts)
  const section = ceilingSection(row)
  writeSections(section)
  console.log(`\n${section}`)
  console.log(ceilingMet(row) ? 'Target met.' : 'Target missed (see BENCHMARKS.md)')
  process.exit(ceilingMet(row) ? 0 : 1)
}
