import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendNotification } from '../../../src/server/contact/notification'
import type { OutboxItem } from '../../../src/server/outbox/item'
import type { Bindings } from '../../../src/server/settings/env'
import { rowsFrom, sendWith, valid } from '../contact/send'
import { deliveryRows, emailTo, flakyMailer, sendMessage, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const webhook = { CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/contact' }

/** A notification as a run claims it (its first attempt). */
const claimed: Omit<OutboxItem, 'channel' | 'messageId'> = {
  id: 1,
  kind: 'notification',
  entryId: null,
  announcementId: null,
  signupId: null,
  applicationId: null,
  applicationEntryId: null,
  bookingId: null,
  proposalId: null,
  attempts: 1,
  windowStartedAt: new Date().toISOString(),
}

/**
 * The real database, except that each batch gets one more statement that fails (a delivery for a
 * message that does not exist): D1 runs a batch as one transaction, so nothing of it may stay.
 */
const dbFailingLastStatement = new Proxy(env.DB, {
  get(db, property) {
    if (property === 'batch') {
      return (statements: D1PreparedStatement[]) =>
        db.batch([
          ...statements,
          db
            .prepare(
              "INSERT INTO outbox (kind, channel, message_id, next_attempt_at, window_started_at) VALUES ('notification', 'email', 'missing', '', '')",
            )
            .bind(),
        ])
    }
    const value = Reflect.get(db, property)
    return typeof value === 'function' ? value.bind(db) : value
  },
})

describe('a message and its deliveries', () => {
  it('are written together: one delivery per configured channel', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('ok'))
    const id = await sendMessage({ ...emailTo(flakyMailer()), ...webhook }, 'both@example.com')
    const rows = await deliveryRows(id)
    expect(rows.map((row) => [row.channel, row.state])).toEqual([
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ])
  })

  it('get no delivery when no channel is configured', async () => {
    const id = await sendMessage({}, 'nobody-told@example.com')
    expect(await deliveryRows(id)).toEqual([])
  })

  it('are stored not at all when the batch fails, and the visitor gets 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const countDeliveries = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'notification'").first<number>(
        'n',
      )
    const before = await countDeliveries()
    const email = 'half-written@example.com'
    const response = await sendWith(
      { ...emailTo(flakyMailer()), DB: dbFailingLastStatement },
      { ...valid, email },
    )
    expect(response.status).toBe(503)
    expect((await rowsFrom(email)).results).toEqual([])
    expect(await countDeliveries()).toBe(before)
  })

  it('for a filled honeypot: stored flagged, delivered to no channel', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const mailer = flakyMailer()
    const email = 'honeypot-outbox@example.com'
    const response = await sendWith(
      { ...emailTo(mailer), ...webhook },
      { ...valid, email, website: 'https://spam.example' },
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await deliveryRows(id)).toEqual([])
    expect(mailer.send).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('leave together: deleting a message deletes its deliveries (foreign key, cascade)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('ok'))
    const id = await sendMessage({ ...emailTo(flakyMailer()), ...webhook }, 'erased@example.com')
    expect(await deliveryRows(id)).toHaveLength(2)
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(id).run()
    expect(await deliveryRows(id)).toEqual([])
  })

  it('owe nothing once their message is erased after a run claimed them', async () => {
    const fetcher = vi.fn(async () => new Response('ok'))
    const mailer = flakyMailer()
    const settings = { ...env, ...emailTo(mailer), ...webhook } as Bindings
    const id = await storeWithoutAttempt(new Date(), ['email', 'webhook'])
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(id).run()
    for (const channel of ['email', 'webhook'] as const) {
      const item = { ...claimed, channel, messageId: id }
      // Resolves: a throw would be a failure to retry, of a message no one may read any more.
      await expect(sendNotification(settings, item, { fetcher })).resolves.toBe(undefined)
    }
    expect(mailer.send).not.toHaveBeenCalled()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('cannot exist without its message', async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO outbox (kind, channel, message_id, next_attempt_at, window_started_at) VALUES ('notification', 'email', 'no-such-message', '', '')",
      ).run(),
    ).rejects.toThrow(/FOREIGN KEY/)
  })
})
