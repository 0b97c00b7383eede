// `BENCH_ONLY=calls npm run bench`: 200 applicants, each with a confirmed application of their
// own, posting the booking form at once for 10 slots, against the built worker in workerd. Counts
// the answers (303 booked, 409 "That slot was just taken") and the live bookings D1 kept per
// slot: the partial UNIQUE index decides (docs/architecture.md, "Calls").
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applicationToken } from '../../src/server/applications/application-token.ts'
import { startBuiltWorker } from '../built-worker.ts'
import { median } from './median.ts'
import { writeSections } from './sections.ts'
import { writtenBy } from './written-by.ts'

export type CallsRow = {
  picks: number
  slots: number
  booked: number
  taken: number
  other: number
  /** Live bookings stored, and slots holding more than one. */
  live: number
  doubled: number
  wallMs: number
  medianMs: number
  maxMs: number
}

const secret = 'bench-secret-0123456789abcdef0123456789'

export async function measureCalls(picks: number, slotCount: number): Promise<CallsRow> {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-calls-'))
  const worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: {
      SCHOOL_MAIL_FROM: 'hello@lumen.bench',
      REPLY_TOKEN_SECRET: secret,
      SITE_ORIGIN: 'http://localhost',
    },
  })
  try {
    const db = await worker.miniflare.getD1Database('DB')
    const start = Date.now() + 3 * 86_400_000
    const slots = Array.from({ length: slotCount }, (_, index) =>
      new Date(Math.floor(start / 60_000) * 60_000 + index * 1_800_000).toISOString(),
    )
    await db.batch(
      slots.map((startsAt) =>
        db
          .prepare(
            `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
             VALUES (?, 30, 'Europe/Berlin', 'Bench host', 'bench')`,
          )
          .bind(startsAt),
      ),
    )
    const slotRows = (await db.prepare('SELECT id FROM call_slots ORDER BY starts_at').all())
      .results as { id: number }[]
    const slotIds = slotRows.map((row) => row.id)
    const ids = Array.from({ length: picks }, () => crypto.randomUUID())
    await db.batch(
      ids.map((id, index) =>
        db
          .prepare(
            `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
               goals, heard_from, financing, created_at, confirmed_at)
             VALUES (?1, '2027-03-02', 'Bench', ?2, ?2, 'Europe/London', 'new', 'Goals', 'other',
               'neither', ?3, ?3)`,
          )
          .bind(id, `bench-${index}@example.net`, new Date().toISOString()),
      ),
    )
    const tokens = await Promise.all(ids.map((id) => applicationToken(secret, id, 'page')))
    const latencies: number[] = []
    const began = performance.now()
    const answers = await Promise.all(
      tokens.map(async (token, index) => {
        const sent = performance.now()
        const response = await fetch(new URL(`/application/${token}/call`, worker.url), {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: worker.url.origin,
          },
          body: `slot=${slotIds[index % slotIds.length]}`,
        })
        const text = await response.text()
        latencies.push(performance.now() - sent)
        return { status: response.status, taken: text.includes('That slot was just taken') }
      }),
    )
    const wallMs = performance.now() - began
    const perSlot = (
      await db
        .prepare(
          'SELECT slot_id, COUNT(*) AS n FROM call_bookings WHERE cancelled_at IS NULL GROUP BY slot_id',
        )
        .all()
    ).results as { slot_id: number; n: number }[]
    const booked = answers.filter((answer) => answer.status === 303).length
    const taken = answers.filter((answer) => answer.status === 409 && answer.taken).length
    return {
      picks,
      slots: slotCount,
      booked,
      taken,
      other: picks - booked - taken,
      live: perSlot.reduce((sum, row) => sum + row.n, 0),
      doubled: perSlot.filter((row) => row.n > 1).length,
      wallMs,
      medianMs: median(latencies),
      maxMs: Math.max(...latencies),
    }
  } finally {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

/** Exactly one booking a slot, every other pick told the slot went. */
export const callsMet = (row: CallsRow) =>
  row.booked === row.slots &&
  row.live === row.slots &&
  row.doubled === 0 &&
  row.taken === row.picks - row.slots

export function callsSection(row: CallsRow): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const head = [
    'picks',
    'slots',
    'booked (303)',
    'told taken (409)',
    'other',
    'live bookings',
    'slots held twice',
    'all answered',
    'median',
    'slowest',
  ]
  return [
    `## ${row.picks} applicants picking ${row.slots} call slots at once`,
    '',
    writtenBy('calls'),
    '',
    `${row.picks} booking posts sent at once to the built worker (workerd through Miniflare's API, local D1), each`,
    `from a confirmed application of its own, ${row.picks / row.slots} to each slot.`,
    '',
    line(head),
    line(head.map(() => '---')),
    line([
      row.picks,
      row.slots,
      row.booked,
      row.taken,
      row.other,
      row.live,
      row.doubled,
      `${(row.wallMs / 1000).toFixed(2)} s`,
      `${row.medianMs.toFixed(0)} ms`,
      `${row.maxMs.toFixed(0)} ms`,
    ]),
    '',
    `Target — one booking a slot, every other pick told the slot went: ${callsMet(row) ? 'met' : '**missed**'}.`,
    '',
  ].join('\n')
}

export async function runCallsSection(): Promise<never> {
  console.log('… 200 applicants picking 10 call slots at once')
  const row = await measureCalls(200, 10)
  const section = callsSection(row)
  writeSections(section)
  console.log(`\n${section}`)
  console.log(callsMet(row) ? 'Target met.' : 'Target missed (see BENCHMARKS.md)')
  process.exit(callsMet(row) ? 0 : 1)
}
