// Notifications under load: a few thousand messages with both channels configured (a local
// send_email binding, and a webhook receiver that answers 500 to one attempt in three), then the
// scheduled job run again and again until nothing is due. Every accepted message must end with
// exactly one successful delivery per channel, none failed, and the receiver must see no id twice.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { d1File, startBuiltWorker } from '../built-worker.ts'
import { sendContactMessages } from '../contact-load.ts'
import { startWebhookReceiver } from '../webhook-receiver.ts'

export type DeliveryRow = {
  sent: number
  accepted: number
  /** Deliveries ending 'delivered', by channel. */
  delivered: { email: number; webhook: number }
  failed: number
  /** Still pending when the run gave up (0 when it drained). */
  pending: number
  /** Message ids the receiver accepted more than once. */
  duplicates: number
  /** POSTs the receiver got, and how many it answered 500 on purpose. */
  webhookRequests: number
  webhookRefused: number
  badSignatures: number
  /** Times the scheduled job ran; seconds it took, and the hours its clock covered. */
  jobRuns: number
  drainSeconds: number
  simulatedHours: number
}

const secret = 'bench-webhook-secret'

type Outbox = {
  /** Deliveries by state, then channel. */
  states: Record<string, Record<string, number>>
  /** When the earliest pending delivery is due (ms), or null. */
  nextDue: number | null
}

/** The outbox, read from the worker's SQLite file (read-only, retried while busy). */
function readOutbox(stateDir: string): Outbox {
  for (let tries = 0; ; tries++) {
    try {
      const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
      const rows = db
        .prepare(
          "SELECT channel, state, COUNT(*) AS n FROM outbox WHERE kind = 'notification' GROUP BY 1, 2",
        )
        .all() as { channel: string; state: string; n: number }[]
      const { due } = db
        .prepare(
          "SELECT MIN(next_attempt_at) AS due FROM outbox WHERE kind = 'notification' AND state = 'pending'",
        )
        .get() as { due: string | null }
      db.close()
      const states: Record<string, Record<string, number>> = {}
      for (const { channel, state, n } of rows) states[state] = { ...states[state], [channel]: n }
      return { states, nextDue: due ? Date.parse(due) : null }
    } catch (error) {
      if (tries > 20) throw error
    }
  }
}

const total = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0)

export async function measureDelivery(count: number): Promise<DeliveryRow> {
  const receiver = await startWebhookReceiver({ secret, failEvery: 3 })
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-delivery-'))
  const worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: {
      CONTACT_NOTIFY_TO: 'team@lumen.test',
      CONTACT_NOTIFY_FROM: 'contact@lumen.test',
      CONTACT_WEBHOOK_URL: receiver.url,
      CONTACT_WEBHOOK_SECRET: secret,
    },
  })
  try {
    const baseURL = worker.url.origin
    const load = await sendContactMessages({ baseURL, count, concurrency: 20, stateDir })
    const accepted = Object.entries(load.statuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0)

    // The job runs on a clock of its own (`?time=`), as the Cron Trigger would: once a minute, on
    // the minute, skipping the minutes when nothing is due. The real backoff (60 s, doubling) and
    // the real pace (25 deliveries a run) play out in seconds.
    const minute = 60_000
    const drainStarted = performance.now()
    const clockStarted = Date.now()
    let clock = Math.ceil(clockStarted / minute) * minute - minute
    let jobRuns = 0
    let outbox = readOutbox(stateDir)
    while (outbox.nextDue !== null && jobRuns < 100_000) {
      clock = Math.max(clock + minute, Math.ceil(outbox.nextDue / minute) * minute)
      const job = new URL(`/cdn-cgi/handler/scheduled?time=${clock}`, baseURL)
      const answer = await fetch(job)
      if (!answer.ok) throw new Error(`the scheduled job failed: ${await answer.text()}`)
      jobRuns += 1
      outbox = readOutbox(stateDir)
    }
    const { states } = outbox
    return {
      sent: load.sent,
      accepted,
      delivered: {
        email: states.delivered?.email ?? 0,
        webhook: states.delivered?.webhook ?? 0,
      },
      failed: total(states.failed),
      pending: total(states.pending),
      duplicates: [...receiver.counts.accepted.values()].filter((n) => n > 1).length,
      webhookRequests: receiver.counts.requests,
      webhookRefused: receiver.counts.refused,
      badSignatures: receiver.counts.badSignatures,
      jobRuns,
      drainSeconds: (performance.now() - drainStarted) / 1000,
      simulatedHours: (clock - clockStarted) / 3_600_000,
    }
  } finally {
    await worker.dispose()
    receiver.server.close()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
