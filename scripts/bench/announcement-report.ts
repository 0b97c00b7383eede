// The announcement section of BENCHMARKS.md, and putting it in place of the previous run's.
import type { AnnouncementRow } from './announcement.ts'
import { writtenBy } from './written-by.ts'

/** Whether the run met the target: every address exactly once, nothing lost or failed. */
export const announcementMet = (row: AnnouncementRow) =>
  row.reached === row.addresses &&
  row.duplicates === 0 &&
  row.lost === 0 &&
  row.delivered === row.addresses &&
  row.failed === 0 &&
  row.pending === 0 &&
  row.withoutUnsubscribe === 0

export const announcementHeading = '## A waiting-list announcement (5,000 addresses, retries)'

/** The BENCHMARKS.md section of this measure. */
export function announcementSection(row: AnnouncementRow): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const head = ['addresses', 'reached', 'duplicates', 'lost', 'delivered', 'failed', 'left pending']
  const rate = (n: number) => n.toFixed(0)
  return [
    announcementHeading,
    '',
    writtenBy('announcement'),
    '',
    `${row.addresses.toLocaleString('en-GB')} addresses on one list; the announcement posted twice at once (a double click). The`,
    '`send_email` binding is a stand-in that fails every third attempt (a worker beside the site, called',
    `over RPC as the real binding is). The scheduled job ran ${row.jobRuns} times on a clock that moves a minute a run`,
    `(idle minutes skipped), 25 sends a run, default backoff: ${row.simulatedHours.toFixed(1)} hours of cron time, run in`,
    `${row.drainSeconds.toFixed(1)} s. ${row.attempts} attempts through the binding (the load's contact confirmations included),`,
    `${row.refused} refused on purpose; ${row.withoutUnsubscribe} announcement emails lacked the List-Unsubscribe headers.`,
    '',
    line(head),
    line(head.map(() => '---')),
    line([
      row.addresses,
      row.reached,
      row.duplicates,
      row.lost,
      row.delivered,
      row.failed,
      row.pending,
    ]),
    '',
    `The contact form meanwhile (${row.contactMessages} messages, 20 connections, each time): ${rate(row.contactAlone)} messages/s alone,`,
    `${rate(row.contactDuring)} messages/s while the announcement went out: ${(row.contactDuring / row.contactAlone).toFixed(2)}× its rate alone${row.overlapped ? '' : ' (the announcement finished before the load did)'}.`,
    '',
    `Target — every address exactly once, 0 duplicates, 0 lost: ${announcementMet(row) ? 'met' : '**missed**'}.`,
    '',
  ].join('\n')
}
