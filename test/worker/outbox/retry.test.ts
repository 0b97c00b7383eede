import { afterEach, describe, expect, it, vi } from 'vitest'
import { leaseSeconds } from '../../../src/server/outbox/queue'
import {
  deliveryRow,
  emailTo,
  flakyMailer,
  runJob,
  secondsAfter,
  sendMessage,
  storeWithoutAttempt,
} from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('email notifications, retried by the cron', () => {
  it('sends once more at each due retry, doubling the wait, until one succeeds', async () => {
    quiet()
    const mailer = flakyMailer(2)
    const settings = emailTo(mailer)
    const id = await sendMessage(settings, 'twice-failed@example.com')
    // The attempt right after the answer failed: retried NOTIFY_RETRY_BASE_SECONDS (60) later.
    let row = await deliveryRow(id)
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'relay unavailable' })
    expect(mailer.send).toHaveBeenCalledTimes(1)

    const firstRetry = new Date(row.next_attempt_at)
    await runJob(settings, secondsAfter(row.next_attempt_at, -1))
    expect(mailer.send).toHaveBeenCalledTimes(1) // not due yet

    await runJob(settings, firstRetry)
    expect(mailer.send).toHaveBeenCalledTimes(2)
    row = await deliveryRow(id)
    expect(row).toMatchObject({ state: 'pending', attempts: 2 })
    expect(row.next_attempt_at).toBe(secondsAfter(firstRetry.toISOString(), 120).toISOString())

    await runJob(settings, secondsAfter(row.next_attempt_at, -1))
    expect(mailer.send).toHaveBeenCalledTimes(2)
    const thirdAttempt = new Date(row.next_attempt_at)
    await runJob(settings, thirdAttempt)
    expect(mailer.send).toHaveBeenCalledTimes(3)
    expect(await deliveryRow(id)).toMatchObject({
      state: 'delivered',
      attempts: 3,
      delivered_at: thirdAttempt.toISOString(),
      last_error: null,
    })
  })

  it('never sends a delivered message again, however often the job runs', async () => {
    const mailer = flakyMailer()
    const settings = emailTo(mailer)
    const id = await sendMessage(settings, 'delivered-once@example.com')
    expect((await deliveryRow(id)).state).toBe('delivered')
    const sentAt = (await deliveryRow(id)).window_started_at
    for (const seconds of [0, 30, 61, 3600, 86_400, 30 * 86_400]) {
      await runJob(settings, secondsAfter(sentAt, seconds))
    }
    expect(mailer.send).toHaveBeenCalledOnce()
  })

  it('delivers a message whose first attempt never ran: the cron finds it', async () => {
    const mailer = flakyMailer()
    const t0 = new Date('2026-03-01T09:00:00.000Z')
    const id = await storeWithoutAttempt(t0)
    // Until the first attempt's lease is over, the cron leaves it alone (it may be running).
    await runJob(emailTo(mailer), secondsAfter(t0.toISOString(), leaseSeconds - 1))
    expect(mailer.send).not.toHaveBeenCalled()
    await runJob(emailTo(mailer), secondsAfter(t0.toISOString(), leaseSeconds))
    expect(mailer.send).toHaveBeenCalledOnce()
    expect(await deliveryRow(id)).toMatchObject({ state: 'delivered', attempts: 1 })
  })
})

describe('after 24 hours of failures', () => {
  it('is marked failed on schedule and never tried again', async () => {
    quiet()
    const mailer = flakyMailer(Number.POSITIVE_INFINITY)
    const settings = { ...emailTo(mailer), NOTIFY_RETRY_BASE_SECONDS: '600' }
    const t0 = new Date('2026-04-01T00:00:00.000Z')
    const windowEnd = secondsAfter(t0.toISOString(), 86_400)
    const id = await storeWithoutAttempt(t0)
    const attemptsAt: string[] = []
    let row = await deliveryRow(id)
    while (row.state === 'pending' && attemptsAt.length < 50) {
      attemptsAt.push(row.next_attempt_at)
      await runJob(settings, new Date(row.next_attempt_at))
      row = await deliveryRow(id)
    }
    const waits = attemptsAt
      .slice(1)
      .map((at, n) => (Date.parse(at) - Date.parse(attemptsAt[n] as string)) / 1000)
    // 600 s, doubling; the last retry pulled in to the window's end.
    expect(waits).toEqual([600, 1200, 2400, 4800, 9600, 19_200, 38_400, 10_140])
    expect(attemptsAt.at(-1)).toBe(windowEnd.toISOString())
    expect(row).toMatchObject({ state: 'failed', attempts: 9, last_error: 'relay unavailable' })
    expect(mailer.send).toHaveBeenCalledTimes(9)

    for (const hours of [25, 48, 24 * 30]) {
      await runJob(settings, secondsAfter(t0.toISOString(), hours * 3600))
    }
    expect(mailer.send).toHaveBeenCalledTimes(9)
  })
})
