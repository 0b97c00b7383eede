import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { OutboxSender } from '../../../src/server/outbox/item'
import { queueOutbox } from '../../../src/server/outbox/queue'
import type { Bindings } from '../../../src/server/settings/env'
import { flakySender, outboxRows, queuedConfirmation } from './mail-rows'
import { runJob, secondsAfter } from './outbox'

describe('the outbox of the conversation’s mail', () => {
  it('holds one confirmation per message, however often it is queued', async () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    await env.DB.batch([queueOutbox(env.DB, { kind: 'confirmation', messageId }, now)])
    expect(await outboxRows(messageId)).toHaveLength(1)
  })

  it('leaves a queued send to its first attempt until the lease runs out, then the cron takes it', async () => {
    const now = new Date('2026-11-23T11:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    const confirmation = flakySender()
    await runJob({}, secondsAfter(now.toISOString(), 30), {
      senders: { confirmation: confirmation.send },
    })
    expect(confirmation.attemptsFor(messageId)).toBe(0)
    await runJob({}, secondsAfter(now.toISOString(), 61), {
      senders: { confirmation: confirmation.send },
    })
    expect(confirmation.attemptsFor(messageId)).toBe(1)
    expect((await outboxRows(messageId))[0]).toMatchObject({ state: 'delivered', attempts: 1 })
  })

  it('retries a failed send with backoff and sends it exactly once', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    const confirmation = flakySender(1)
    const settings = { NOTIFY_RETRY_BASE_SECONDS: '60' } as Partial<Bindings>
    const first = secondsAfter(now.toISOString(), 61)
    await runJob(settings, first, { senders: { confirmation: confirmation.send } })
    const [failed] = await outboxRows(messageId)
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, last_error: 'relay unavailable' })
    expect(failed?.next_attempt_at).toBe(secondsAfter(first.toISOString(), 60).toISOString())

    await runJob(settings, secondsAfter(first.toISOString(), 59), {
      senders: { confirmation: confirmation.send },
    })
    expect(confirmation.attemptsFor(messageId)).toBe(1)
    await runJob(settings, secondsAfter(first.toISOString(), 60), {
      senders: { confirmation: confirmation.send },
    })
    await runJob(settings, secondsAfter(first.toISOString(), 3600), {
      senders: { confirmation: confirmation.send },
    })
    expect(confirmation.attemptsFor(messageId)).toBe(2)
    expect((await outboxRows(messageId))[0]).toMatchObject({ state: 'delivered', attempts: 2 })
  })

  it('gives up after the 24-hour window, with the last error kept', async () => {
    const now = new Date('2026-11-23T13:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    const confirmation = flakySender(1000)
    let at = secondsAfter(now.toISOString(), 61)
    for (let run = 0; run < 40 && (await outboxRows(messageId))[0]?.state === 'pending'; run += 1) {
      await runJob({}, at, { senders: { confirmation: confirmation.send } })
      at = secondsAfter(at.toISOString(), 2 * 60 * 60)
    }
    expect((await outboxRows(messageId))[0]).toMatchObject({
      state: 'failed',
      last_error: 'relay unavailable',
    })
  })

  it('goes with the message it is about when the message is erased', async () => {
    const now = new Date('2026-11-23T16:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(messageId).run()
    expect(await outboxRows(messageId)).toEqual([])
  })

  it('keeps a failed send’s reason to 500 characters, and logs which row failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const now = new Date('2026-11-23T17:00:00.000Z')
    const messageId = await queuedConfirmation(now)
    const confirmation: OutboxSender = async () => {
      throw new Error(`relay says ${'x'.repeat(2000)}`)
    }
    await runJob({}, secondsAfter(now.toISOString(), 61), { senders: { confirmation } })
    const [row] = await outboxRows(messageId)
    expect(row?.last_error).toHaveLength(500)
    expect(row?.last_error?.startsWith('relay says xxx')).toBe(true)
    // The row, its channel and attempt; only a staff notification names a contact message.
    const lines = log.mock.calls.map((call) => String(call[0]))
    expect(lines).toContain(`Outbox confirmation #${row?.id} by email failed (attempt 1):`)
    log.mockRestore()
  })
})
