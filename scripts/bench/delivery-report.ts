// The notifications section of BENCHMARKS.md, and putting it in place of the previous run's.
import type { DeliveryRow } from './delivery.ts'
import { writtenBy } from './written-by.ts'

/** Whether the run met the target. */
export const deliveryMet = (row: DeliveryRow) =>
  row.delivered.email === row.accepted &&
  row.delivered.webhook === row.accepted &&
  row.failed === 0 &&
  row.pending === 0 &&
  row.duplicates === 0 &&
  row.badSignatures === 0

/** The BENCHMARKS.md section of this measure. */
export function deliverySection(row: DeliveryRow): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const head = [
    'sent',
    'accepted',
    'delivered (email)',
    'delivered (webhook)',
    'duplicates seen',
    'failed',
    'left pending',
  ]
  return [
    deliveryHeading,
    '',
    writtenBy('delivery'),
    '',
    'Both channels configured: the local `send_email` binding, and a webhook receiver (signature',
    'checked) that answers 500 to every third POST it gets. After the messages (20 connections),',
    `the scheduled job ran ${row.jobRuns} times (\`/cdn-cgi/handler/scheduled?time=…\`) until nothing was due,`,
    'on a clock that moves a minute a run, as the Cron Trigger does (idle minutes skipped), with the',
    `default backoff (60 s, doubling) and 25 deliveries a run: ${row.simulatedHours.toFixed(1)} hours of cron time, run in`,
    `${row.drainSeconds.toFixed(1)} s. The receiver got ${row.webhookRequests} POSTs and refused ${row.webhookRefused} on purpose;`,
    `${row.badSignatures} had a bad signature.`,
    '',
    line(head),
    line(head.map(() => '---')),
    line([
      row.sent,
      row.accepted,
      row.delivered.email,
      row.delivered.webhook,
      row.duplicates,
      row.failed,
      row.pending,
    ]),
    '',
    `Target — every accepted message delivered exactly once per channel, 0 duplicates, 0 failed: ${deliveryMet(row) ? 'met' : '**missed**'}.`,
    '',
  ].join('\n')
}

export const deliveryHeading = '## Notifications under load (outbox, retries, signed webhook)'
