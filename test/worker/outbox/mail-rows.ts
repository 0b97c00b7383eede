// The mail outbox as its tests drive it: a sender that fails first, a message's rows, a queued
// confirmation whose first attempt never ran.
import { env } from 'cloudflare:test'
import type { OutboxItem, OutboxSender } from '../../../src/server/outbox/item'
import { queueOutbox } from '../../../src/server/outbox/queue'
import { storeWithoutAttempt } from './outbox'

/**
 * A way of sending that fails `failures` times, then accepts. `sent` holds the message ids of
 * the attempts it saw (rows of other tests in the same file may be due in the same run).
 */
export function flakySender(failures = 0) {
  let left = failures
  const attempts: string[] = []
  const send: OutboxSender = async (_env, item: OutboxItem) => {
    attempts.push(item.messageId ?? '')
    if (left > 0) {
      left -= 1
      throw new Error('relay unavailable')
    }
  }
  return {
    send,
    attemptsFor: (id: string) => attempts.filter((seen) => seen === id).length,
    attempts,
  }
}

type Row = {
  id: number
  state: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
}

export async function outboxRows(messageId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM outbox WHERE message_id = ? ORDER BY id')
    .bind(messageId)
    .all<Row>()
  return results
}

/** A stored message with its confirmation queued at `now`, as if the first attempt never ran. */
export async function queuedConfirmation(now: Date) {
  const messageId = await storeWithoutAttempt(now, [])
  await env.DB.batch([queueOutbox(env.DB, { kind: 'confirmation', messageId }, now)])
  return messageId
}
