// Sending what the outbox holds: the first attempt right after the answer, and every retry the
// cron finds due. Each attempt's outcome is written back in one batch: delivered (never sent
// again), due again later (backoff.ts), or failed once the 24-hour window is over.
import { sendNotificationEmail } from '../contact/notify'
import type { StoredMessage } from '../contact/store'
import type { Bindings } from '../settings/env'
import { nextRetryAt, retryBaseSeconds } from './backoff'
import {
  type Channel,
  type ClaimedDelivery,
  claimDueDeliveries,
  markAttemptFailed,
  markDelivered,
  messagesByIds,
} from './queries'
import { sendWebhook } from './webhook'

/** What a test (or the bench) may swap: the network and the webhook's patience. */
export type DeliveryOptions = { fetcher?: typeof fetch; webhookTimeoutMs?: number }

/**
 * Deliveries one cron run takes on: a run sends at most this many (Workers Free allows 50
 * subrequests and 50 D1 queries an invocation; a run uses one per send plus three queries).
 */
export const deliveriesPerRun = 25

async function send(
  env: Bindings,
  delivery: ClaimedDelivery,
  message: StoredMessage,
  options: DeliveryOptions,
) {
  if (delivery.channel === 'email') return sendNotificationEmail(env, message)
  return sendWebhook(env, message, {
    attempt: delivery.attempts,
    fetcher: options.fetcher,
    timeoutMs: options.webhookTimeoutMs,
  })
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** Runs claimed deliveries side by side and records every outcome in one batch. */
async function attempt(
  env: Bindings,
  claimed: ClaimedDelivery[],
  messages: Map<string, StoredMessage>,
  now: Date,
  options: DeliveryOptions,
) {
  const baseSeconds = retryBaseSeconds(env.NOTIFY_RETRY_BASE_SECONDS)
  const outcomes = await Promise.all(
    claimed.flatMap((delivery) => {
      const message = messages.get(delivery.messageId)
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration: sending a deleted message fails, and its failure is written to a row that went with it
      if (!message) return [] // deleted since it was claimed: its deliveries went with it
      return send(env, delivery, message, options).then(
        () => markDelivered(env.DB, delivery, now),
        (error: unknown) => {
          console.error(
            `Delivery of contact message ${delivery.messageId} by ${delivery.channel} failed (attempt ${delivery.attempts}):`,
            reason(error),
          )
          const retryAt = nextRetryAt({ ...delivery, now, baseSeconds })
          return markAttemptFailed(env.DB, delivery, reason(error), retryAt)
        },
      )
    }),
  )
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty batch writes nothing
  if (outcomes.length > 0) await env.DB.batch(outcomes)
  return outcomes.length
}

/** The attempt right after the answer (waitUntil), on the rows stored with the message. */
export async function deliverNow(
  env: Bindings,
  message: StoredMessage,
  channels: readonly Channel[],
  options: DeliveryOptions = {},
): Promise<void> {
  const claimed = channels.map((channel) => ({
    messageId: message.id,
    channel,
    attempts: 1,
    windowStartedAt: message.receivedAt,
  }))
  await attempt(env, claimed, new Map([[message.id, message]]), new Date(), options)
}

/** The cron's part: claims the deliveries due at `now` and tries each once. */
export async function deliverDue(
  env: Bindings,
  now: Date,
  options: DeliveryOptions = {},
): Promise<number> {
  const claimed = await claimDueDeliveries(env.DB, now, deliveriesPerRun)
  // Stryker disable next-line ConditionalExpression: with nothing claimed, the rest reads no message and sends nothing; this only saves a query
  if (claimed.length === 0) return 0
  const messages = await messagesByIds(env.DB, [...new Set(claimed.map((d) => d.messageId))])
  return attempt(env, claimed, messages, now, options)
}
