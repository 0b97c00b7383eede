import { env } from 'cloudflare:test'
import { vi } from 'vitest'
import { storeContactMessage } from '../../../src/server/contact/store'
import type { OutboxOptions } from '../../../src/server/outbox/deliver'
import type { Channel } from '../../../src/server/outbox/item'
import { runScheduledJob } from '../../../src/server/scheduled'
import type { Bindings } from '../../../src/server/settings/env'
import { sendWith, valid } from '../contact/send'

/** `seconds` after an ISO time. */
export const secondsAfter = (iso: string, seconds: number) =>
  new Date(new Date(iso).getTime() + seconds * 1000)

/** A send_email binding that fails as many times as asked, then accepts every message. */
export function flakyMailer(failures = 0) {
  let left = failures
  const send = vi.fn(async (_message: EmailMessageBuilder) => {
    if (left > 0) {
      left -= 1
      throw new Error('relay unavailable')
    }
    return { messageId: 'local' }
  })
  return { send } as unknown as SendEmail & { send: typeof send }
}

/** Email notifications configured completely, through the given binding. */
export const emailTo = (mailer: SendEmail) => ({
  CONTACT_EMAIL: mailer,
  CONTACT_NOTIFY_TO: 'team@lumen.test',
  CONTACT_NOTIFY_FROM: 'contact@lumen.test',
})

/** Sends a valid message from a new address through the API; resolves with its id. */
export async function sendMessage(settings: Partial<Bindings>, email: string) {
  const response = await sendWith(settings, { ...valid, email })
  if (response.status !== 201) throw new Error(`not accepted: ${response.status}`)
  return ((await response.json()) as { id: string }).id
}

export type DeliveryRow = {
  channel: string
  state: string
  attempts: number
  next_attempt_at: string
  window_started_at: string
  last_error: string | null
  delivered_at: string | null
}

/** The outbox rows of one message, by channel. */
export async function deliveryRows(messageId: string) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM outbox WHERE kind = 'notification' AND message_id = ? ORDER BY channel",
  )
    .bind(messageId)
    .all<DeliveryRow>()
  return results
}

export async function deliveryRow(messageId: string, channel = 'email') {
  const row = (await deliveryRows(messageId)).find((found) => found.channel === channel)
  if (!row) throw new Error(`no ${channel} delivery for ${messageId}`)
  return row
}

/** One run of the scheduled job at `now`, with settings of the test's choosing. */
export const runJob = (settings: Partial<Bindings>, now: Date, options: OutboxOptions = {}) =>
  runScheduledJob({ ...env, ...settings } as Bindings, now, options)

let stored = 0

/**
 * Stores a message with deliveries at `now` the way the API does, but with no first attempt
 * after it: as if the isolate died between the answer and the send.
 */
export async function storeWithoutAttempt(now: Date, channels: Channel[] = ['email']) {
  stored += 1
  const message = { ...valid, email: `stored-${stored}@example.com` }
  const { id } = await storeContactMessage(
    env.DB,
    message,
    { userAgent: null, flag: null },
    { channels, now },
  )
  return id
}
