import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../../src/server'
import { deliveryRow, emailTo, flakyMailer, secondsAfter, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Runs the worker's own scheduled handler, as the Cron Trigger does, at `time`. */
async function cronAt(time: Date, settings: object) {
  const controller = createScheduledController({ scheduledTime: time, cron: '* * * * *' })
  const ctx = createExecutionContext()
  await worker.scheduled(controller, { ...env, ...settings }, ctx)
  await waitOnExecutionContext(ctx)
}

describe('the worker’s scheduled handler', () => {
  it('sends what is due at the time it was scheduled for, and deletes what is past retention', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = flakyMailer()
    const t0 = '2026-07-01T08:00:00.000Z'
    const due = await storeWithoutAttempt(new Date(t0))
    const expired = await storeWithoutAttempt(new Date('2025-01-01T00:00:00.000Z'))
    await env.DB.prepare(
      "UPDATE outbox SET state = 'delivered' WHERE kind = 'notification' AND message_id = ?",
    )
      .bind(expired)
      .run()

    await cronAt(secondsAfter(t0, 30), emailTo(mailer))
    expect(mailer.send).not.toHaveBeenCalled()
    await cronAt(secondsAfter(t0, 60), emailTo(mailer))
    expect(mailer.send).toHaveBeenCalledOnce()
    expect((await deliveryRow(due)).state).toBe('delivered')
    const gone = await env.DB.prepare('SELECT id FROM contact_messages WHERE id = ?')
      .bind(expired)
      .first()
    expect(gone).toBeNull()
  })

  it('is the default export beside the Hono app’s fetch', async () => {
    const response = await worker.fetch(
      new Request('https://lumen.test/'),
      env,
      createExecutionContext(),
    )
    expect(response.status).toBe(200)
  })
})
