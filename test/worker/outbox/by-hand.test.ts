import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliveriesOf, retryFailedDelivery } from '../../../src/server/outbox/by-hand'
import {
  deliveryRow,
  emailTo,
  flakyMailer,
  runJob,
  secondsAfter,
  storeWithoutAttempt,
} from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A message whose email delivery failed for 24 hours; resolves with its id and the time after. */
async function failedDelivery(t0: string) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const id = await storeWithoutAttempt(new Date(t0))
  const down = emailTo(flakyMailer(Number.POSITIVE_INFINITY))
  let row = await deliveryRow(id)
  while (row.state === 'pending') {
    await runJob(down, new Date(row.next_attempt_at))
    row = await deliveryRow(id)
  }
  return { id, later: secondsAfter(t0, 2 * 86_400) }
}

describe('a message’s deliveries, as the staff see them', () => {
  it('list each channel’s state, attempts, last error and delivery time', async () => {
    const { id } = await failedDelivery('2026-06-01T00:00:00.000Z')
    expect(await deliveriesOf(env.DB, id)).toEqual([
      {
        channel: 'email',
        state: 'failed',
        attempts: expect.any(Number),
        lastError: 'relay unavailable',
        deliveredAt: null,
        nextAttemptAt: expect.any(String),
      },
    ])
  })
})

describe('retrying a failed delivery by hand', () => {
  it('queues it for the next run, with a fresh window, and the run delivers it', async () => {
    const { id, later } = await failedDelivery('2026-06-02T00:00:00.000Z')
    const mailer = flakyMailer()
    await runJob(emailTo(mailer), later)
    expect(mailer.send).not.toHaveBeenCalled() // failed stays failed

    expect(await retryFailedDelivery(env.DB, id, 'email', later)).toBe(true)
    expect(await deliveryRow(id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      next_attempt_at: later.toISOString(),
      window_started_at: later.toISOString(),
    })
    await runJob(emailTo(mailer), later)
    expect(mailer.send).toHaveBeenCalledOnce()
    expect(await deliveryRow(id)).toMatchObject({ state: 'delivered', attempts: 1 })
  })

  it('never re-queues a delivered or pending delivery, nor one that does not exist', async () => {
    const t0 = '2026-06-03T00:00:00.000Z'
    const pending = await storeWithoutAttempt(new Date(t0))
    expect(await retryFailedDelivery(env.DB, pending, 'email')).toBe(false)
    await runJob(emailTo(flakyMailer()), secondsAfter(t0, 60))
    expect((await deliveryRow(pending)).state).toBe('delivered')
    expect(await retryFailedDelivery(env.DB, pending, 'email')).toBe(false)
    expect(await retryFailedDelivery(env.DB, pending, 'webhook')).toBe(false)
    expect(await retryFailedDelivery(env.DB, 'no-such-message', 'email')).toBe(false)
    expect((await deliveryRow(pending)).state).toBe('delivered')
  })
})
