// The one delivery loop of everything the worker sends (queue.ts queues, claim.ts claims): the
// first attempt right after the answer that queued it, and every retry the cron finds due, each
// row sent by the sender of its kind (senders.ts). Each attempt's outcome is written back in one
// batch: delivered (never sent again), due again later (backoff.ts), or failed once the 24-hour
// window is over.
import type { Bindings } from '../settings/env.ts'
import { nextRetryAt, retryBaseSeconds } from './backoff.ts'
import {
  claimDueOutbox,
  claimFirstAttempts,
  type FirstAttempt,
  markOutboxDelivered,
  markOutboxFailed,
} from './claim.ts'
import type { OutboxItem, OutboxKind, OutboxSender, SendOptions } from './item.ts'
import { outboxSenders } from './senders.ts'

/** What a test (or the bench) may swap: the way each kind is sent, the network, its patience. */
export type OutboxOptions = SendOptions & {
  senders?: Partial<Record<OutboxKind, OutboxSender>>
}

/**
 * Rows one cron run takes on: a run sends at most this many (Workers Free allows 50 subrequests
 * and 50 D1 queries an invocation; a run uses one per send plus a few queries).
 */
export const deliveriesPerRun = 25

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** For the log: the message a notification is of, so the operator finds it in the inbox. */
const about = (item: OutboxItem) =>
  item.kind === 'notification' ? ` of contact message ${item.messageId}` : ''

/** Runs claimed rows side by side and records every outcome in one batch; resolves with how many. */
async function attempt(env: Bindings, items: OutboxItem[], now: Date, options: OutboxOptions) {
  if (items.length === 0) return 0
  const baseSeconds = retryBaseSeconds(env.NOTIFY_RETRY_BASE_SECONDS)
  const outcomes = await Promise.all(
    items.map((item) => {
      const send = options.senders?.[item.kind] ?? outboxSenders[item.kind]
      return send(env, item, options).then(
        () => markOutboxDelivered(env.DB, item, now),
        (error: unknown) => {
          console.error(
            `Outbox ${item.kind} #${item.id}${about(item)} by ${item.channel} failed (attempt ${item.attempts}):`,
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
  limit = deliveriesPerRun,
  options: OutboxOptions = {},
): Promise<number> {
  return attempt(env, await claimDueOutbox(env.DB, now, limit), now, options)
}
