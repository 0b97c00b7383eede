// Sending what the outbox table holds (0009): the first attempt right after the answer that
// queued it, and every retry the cron finds due, on the same backoff and 24-hour window as
// notifications (backoff.ts). Outcomes are written back in one batch.
import type { Bindings } from '../settings/env'
import { nextRetryAt, retryBaseSeconds } from './backoff'
import { type OutboxSender, outboxSenders } from './mail-kinds'
import {
  claimDueOutbox,
  claimFirstAttempts,
  type FirstAttempt,
  markOutboxDelivered,
  markOutboxFailed,
  type OutboxItem,
} from './mail-queries'

/** What a test (or the bench) may swap: the way each kind is sent. */
export type OutboxOptions = { senders?: Partial<Record<OutboxItem['kind'], OutboxSender>> }

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** Runs claimed rows side by side and records every outcome in one batch; resolves with how many. */
async function attempt(env: Bindings, items: OutboxItem[], now: Date, options: OutboxOptions) {
  if (items.length === 0) return 0
  const baseSeconds = retryBaseSeconds(env.NOTIFY_RETRY_BASE_SECONDS)
  const outcomes = await Promise.all(
    items.map((item) => {
      const send = options.senders?.[item.kind] ?? outboxSenders[item.kind]
      return send(env, item).then(
        () => markOutboxDelivered(env.DB, item, now),
        (error: unknown) => {
          console.error(
            `Outbox ${item.kind} #${item.id} by ${item.channel} failed (attempt ${item.attempts}):`,
            reason(error),
          )
          const retryAt = nextRetryAt({ ...item, now, baseSeconds })
          return markOutboxFailed(env.DB, item, reason(error), retryAt)
        },
      )
    }),
  )
  await env.DB.batch(outcomes)
  return outcomes.length
}

/** The attempt right after the answer (waitUntil), on the rows its batch queued. */
export async function deliverOutboxNow(
  env: Bindings,
  where: FirstAttempt,
  options: OutboxOptions = {},
): Promise<number> {
  const now = new Date()
  return attempt(env, await claimFirstAttempts(env.DB, where, now), now, options)
}

/** The cron's part: claims up to `limit` rows due at `now` and tries each once. */
export async function deliverOutboxDue(
  env: Bindings,
  now: Date,
  limit: number,
  options: OutboxOptions = {},
): Promise<number> {
  return attempt(env, await claimDueOutbox(env.DB, now, limit), now, options)
}
