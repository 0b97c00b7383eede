// The staff's notification of a new message, the outbox's kind 'notification': one row per
// message and channel, queued in the message's own batch (store.ts). By email it is the mail of
// notify.ts; by webhook, the message as JSON, signed (outbox/webhook.ts).
import type { OutboxSender } from '../outbox/item.ts'
import { postWebhook } from '../outbox/webhook.ts'
import { sendNotificationEmail } from './notify.ts'
import type { StoredMessage } from './store.ts'

/**
 * The JSON a receiver gets: the message as stored, every field a string (`about`: general,
 * accelerator, corporate or technical).
 */
export function webhookBody(message: StoredMessage): string {
  const { id, receivedAt, name, email, message: text } = message
  const about = message.about ?? 'general'
  return JSON.stringify({
    type: 'contact_message',
    id,
    receivedAt,
    name,
    email,
    message: text,
    about,
  })
}

/**
 * The rows one run claimed are sent side by side (outbox/deliver.ts starts every sender before
 * awaiting any), so their messages are read together: one query for the run's notifications
 * instead of one each, which keeps a run's D1 queries near its sends.
 */
const waiting = new WeakMap<
  D1Database,
  { ids: string[]; messages: Promise<Map<string, StoredMessage>> }
>()

function messageOf(db: D1Database, id: string): Promise<StoredMessage | undefined> {
  let batch = waiting.get(db)
  if (!batch) {
    const ids: string[] = []
    const messages = Promise.resolve().then(async () => {
      waiting.delete(db)
      const { results } = await db
        .prepare(
          `SELECT id, name, email, message, about, received_at AS receivedAt FROM contact_messages
           WHERE id IN (SELECT value FROM json_each(?))`,
        )
        .bind(JSON.stringify(ids))
        .all<StoredMessage>()
      return new Map(results.map((message) => [message.id, message]))
    })
    batch = { ids, messages }
    waiting.set(db, batch)
  }
  batch.ids.push(id)
  return batch.messages.then((messages) => messages.get(id))
}

/** The outbox's sender of kind 'notification'; throws (to be retried) when it cannot send. */
export const sendNotification: OutboxSender = async (env, item, options = {}) => {
  const message = await messageOf(env.DB, item.messageId ?? '')
  // Message erased after the outbox claimed this job: nothing to send.
  if (!message) return
  if (item.channel === 'email') return sendNotificationEmail(env, message)
  return postWebhook(
    env,
    { id: message.id, body: webhookBody(message) },
    { attempt: item.attempts, fetcher: options.fetcher, timeoutMs: options.webhookTimeoutMs },
  )
}
