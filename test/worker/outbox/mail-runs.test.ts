// The mail outbox under many asks at once: overlapping cron runs, repeated first attempts, and
// a run's budget of sends.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { deliverOutboxNow } from '../../../src/server/outbox/deliver'
import type { Bindings } from '../../../src/server/settings/env'
import { flakySender, outboxRows, queuedConfirmation } from './mail-rows'
import { runJob, secondsAfter } from './outbox'

describe('the outbox of the conversation’s mail, asked many times at once', () => {
  it('sends each due row once when two scheduled runs start at the same instant', async () => {
    const now = new Date('2026-11-23T14:00:00.000Z')
    const ids = [await queuedConfirmation(now), await queuedConfirmation(now)]
    const confirmation = flakySender()
    const at = secondsAfter(now.toISOString(), 61)
    await Promise.all([
      runJob({}, at, { senders: { confirmation: confirmation.send } }),
      runJob({}, at, { senders: { confirmation: confirmation.send } }),
    ])
    expect(ids.map(confirmation.attemptsFor)).toEqual([1, 1])
  })

  it('makes the first attempt right away, once, however often it is asked', async () => {
    const now = new Date()
    const messageId = await queuedConfirmation(now)
    const confirmation = flakySender()
    const settings = { ...env } as Bindings
    await deliverOutboxNow(
      settings,
      { messageId },
      { senders: { confirmation: confirmation.send } },
    )
    await deliverOutboxNow(
      settings,
      { messageId },
      { senders: { confirmation: confirmation.send } },
    )
    expect(confirmation.attemptsFor(messageId)).toBe(1)
    expect((await outboxRows(messageId))[0]).toMatchObject({ state: 'delivered', attempts: 1 })
  })

  it('shares a run’s 25 sends with the notifications, and leaves the rest for the next run', async () => {
    const now = new Date('2026-11-23T15:00:00.000Z')
    const ids: string[] = []
    for (let i = 0; i < 30; i += 1) ids.push(await queuedConfirmation(now))
    const confirmation = flakySender()
    const sentOfThese = () => ids.filter((id) => confirmation.attemptsFor(id) === 1).length
    await runJob({}, secondsAfter(now.toISOString(), 61), {
      senders: { confirmation: confirmation.send },
    })
    expect(confirmation.attempts).toHaveLength(25)
    await runJob({}, secondsAfter(now.toISOString(), 62), {
      senders: { confirmation: confirmation.send },
    })
    expect(sentOfThese()).toBe(30)
  })
})
