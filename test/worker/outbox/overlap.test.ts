// Cron runs can overlap (a slow run, a retry by hand, two isolates): each claims its deliveries in
// the real D1 before sending, so a receiver never gets the same message twice.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliveriesPerRun } from '../../../src/server/outbox/deliver'
import { deliveryRows, emailTo, runJob, secondsAfter, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Resolves after a few milliseconds: a send that takes as long as a real one, so runs interleave. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A mail relay and a webhook receiver that note every message id they are given. */
function receivers() {
  const mailed: string[] = []
  const posted: string[] = []
  const mailer = {
    send: async (message: EmailMessageBuilder) => {
      await aMoment()
      mailed.push(String(message.text).match(/\(id ([0-9a-f-]{36}),/)?.[1] ?? 'no id')
      return { messageId: 'local' }
    },
  } as unknown as SendEmail
  const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    await aMoment()
    posted.push((JSON.parse(String(init?.body)) as { id: string }).id)
    return new Response('ok')
  }) as typeof fetch
  return { mailer, fetcher, mailed, posted }
}

describe('two scheduled runs at the same instant', () => {
  it('send each delivery once, between them, and every one is delivered', async () => {
    const { mailer, fetcher, mailed, posted } = receivers()
    const t0 = '2026-07-01T08:00:00.000Z'
    const messages = 20 // 40 deliveries: more than one run takes on, so both runs send some
    const ids: string[] = []
    for (let n = 0; n < messages; n++) {
      ids.push(await storeWithoutAttempt(new Date(t0), ['email', 'webhook']))
    }
    const settings = { ...emailTo(mailer), CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in' }
    const at = secondsAfter(t0, 60)
    const runs = await Promise.all([
      runJob(settings, at, { fetcher }),
      runJob(settings, at, { fetcher }),
    ])

    expect(runs.map((run) => run.attempted).sort()).toEqual([15, deliveriesPerRun])
    expect(mailed.toSorted()).toEqual(ids.toSorted())
    expect(posted.toSorted()).toEqual(ids.toSorted())
    for (const id of ids) {
      const rows = await deliveryRows(id)
      expect(rows.map(({ state, attempts }) => ({ state, attempts }))).toEqual([
        { state: 'delivered', attempts: 1 },
        { state: 'delivered', attempts: 1 },
      ])
    }
  })

  it('leave a delivery another run is sending alone until its lease is over', async () => {
    const { mailer, mailed } = receivers()
    const t0 = '2026-07-02T08:00:00.000Z'
    const id = await storeWithoutAttempt(new Date(t0), ['email'])
    const hanging = { send: () => new Promise(() => {}) } as unknown as SendEmail
    // The first run claims the delivery and never finishes (its isolate hangs or dies).
    void runJob(emailTo(hanging), secondsAfter(t0, 60))
    await aMoment()
    await runJob(emailTo(mailer), secondsAfter(t0, 60))
    await runJob(emailTo(mailer), secondsAfter(t0, 119))
    expect(mailed).toEqual([])
    await runJob(emailTo(mailer), secondsAfter(t0, 120))
    expect(mailed).toEqual([id])
    expect((await deliveryRows(id))[0]).toMatchObject({ state: 'delivered', attempts: 2 })
  })
})
