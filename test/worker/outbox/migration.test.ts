// Upgrading to one outbox (migrations/0014): a database at the migration before it, holding
// notifications (message_deliveries) and rows of every other kind (outbox) in each state, comes
// out with every row in the one outbox as it was: delivered never sent again, pending sent once,
// failed still shown with its error, and Retry now and Send again still working.
import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { inboxConversationContent } from '../../../src/server/content/conversation'
import type { OutboxItem, OutboxKind, OutboxSender } from '../../../src/server/outbox/item'
import { conversationOn, sentBy } from '../conversation/conversation'
import { emptyDatabase } from '../db-rebuild'
import { visibleText } from '../html'
import { accessEnv, postForm, send, signToken } from '../inbox/helpers'
import { emailTo, flakyMailer, runJob } from './outbox'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString()

/** The schema as migration 0013 left it, then rows of every kind in every state. */
async function seedBeforeTheMigration() {
  await emptyDatabase()
  const upTo = env.TEST_MIGRATIONS.findIndex((migration) => migration.name.startsWith('0014'))
  expect(upTo).toBeGreaterThan(0)
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, upTo))

  const [delivered, pending, failed] = [
    crypto.randomUUID(),
    crypto.randomUUID(),
    crypto.randomUUID(),
  ]
  const signup = crypto.randomUUID()
  const message = (id: string, name: string, at: string) =>
    env.DB.prepare(
      `INSERT INTO contact_messages (id, name, email, message, received_at)
       VALUES (?, ?, ?, 'Hello there', ?)`,
    ).bind(id, name, `${name.toLowerCase()}@example.com`, at)
  const notification = (
    id: string,
    channel: string,
    state: string,
    attempts: number,
    times: { next: string; window: string; delivered?: string },
    error: string | null,
  ) =>
    env.DB.prepare(
      `INSERT INTO message_deliveries (message_id, channel, state, attempts, next_attempt_at,
         window_started_at, last_error, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(id, channel, state, attempts, times.next, times.window, error, times.delivered ?? null)
  const row = (columns: string, values: string, ...bound: (string | number | null)[]) =>
    env.DB.prepare(`INSERT INTO outbox (${columns}) VALUES (${values})`).bind(...bound)

  await env.DB.batch([
    message(delivered, 'Dora', hoursAgo(50)),
    message(pending, 'Penny', hoursAgo(2)),
    message(failed, 'Fay', hoursAgo(30)),
    notification(
      delivered,
      'email',
      'delivered',
      1,
      {
        next: hoursAgo(50),
        window: hoursAgo(50),
        delivered: hoursAgo(50),
      },
      null,
    ),
    notification(
      delivered,
      'webhook',
      'failed',
      12,
      { next: hoursAgo(26), window: hoursAgo(50) },
      'answered HTTP 500',
    ),
    notification(
      pending,
      'email',
      'pending',
      3,
      { next: hoursAgo(1), window: hoursAgo(2) },
      'relay unavailable',
    ),
    notification(
      pending,
      'webhook',
      'pending',
      0,
      { next: hoursAgo(1), window: hoursAgo(2) },
      null,
    ),
    notification(
      failed,
      'email',
      'failed',
      11,
      { next: hoursAgo(6), window: hoursAgo(30) },
      'email notifications are not configured',
    ),
    env.DB.prepare(
      `INSERT INTO conversation_entries (id, message_id, kind, body, author, written_at)
       VALUES (1, ?1, 'reply', 'See you Monday.', 'staff@lumen.example', ?2),
              (2, ?3, 'answer', 'Thanks!', 'penny@example.com', ?4)`,
    ).bind(delivered, hoursAgo(49), pending, hoursAgo(1)),
    env.DB.prepare(
      `INSERT INTO waitlist_signups (id, offering, email, asked_at, confirmed_at)
       VALUES (?, 'corporate', 'lee@example.com', ?2, ?2)`,
    ).bind(signup, hoursAgo(3)),
    env.DB.prepare(
      `INSERT INTO waitlist_announcements (id, offering, subject, body, sent_by)
       VALUES (1, 'corporate', 'Open now', 'Come and see.', 'staff@lumen.example')`,
    ),
    row(
      'kind, message_id, state, attempts, next_attempt_at, window_started_at, delivered_at, mailbox',
      "'confirmation', ?1, 'delivered', 1, ?2, ?2, ?2, 'dora@example.com'",
      delivered,
      hoursAgo(50),
    ),
    row(
      'kind, message_id, state, attempts, next_attempt_at, window_started_at, mailbox',
      "'confirmation', ?1, 'pending', 0, ?2, ?2, 'penny@example.com'",
      pending,
      hoursAgo(2),
    ),
    row(
      'kind, entry_id, state, attempts, next_attempt_at, window_started_at, last_error',
      "'reply', 1, 'failed', 12, ?1, ?2, 'relay unavailable'",
      hoursAgo(25),
      hoursAgo(49),
    ),
    row(
      'kind, channel, entry_id, state, attempts, next_attempt_at, window_started_at',
      "'answer', 'webhook', 2, 'pending', 1, ?1, ?1",
      hoursAgo(1),
    ),
    row(
      'kind, announcement_id, signup_id, state, attempts, next_attempt_at, window_started_at, last_error',
      "'announcement', 1, ?1, 'failed', 10, ?2, ?3, 'relay unavailable'",
      signup,
      hoursAgo(4),
      hoursAgo(28),
    ),
    row(
      'kind, signup_id, state, attempts, next_attempt_at, window_started_at, delivered_at, mailbox',
      "'signup-confirmation', ?1, 'delivered', 1, ?2, ?2, ?2, 'lee@example.com'",
      signup,
      hoursAgo(3),
    ),
  ])
  const before = await env.DB.prepare('SELECT * FROM outbox ORDER BY id').all()
  const deliveries = await env.DB.prepare(
    `SELECT message_id, channel, state, attempts, next_attempt_at, window_started_at, last_error,
       delivered_at FROM message_deliveries ORDER BY message_id, channel`,
  ).all()
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(upTo))
  return {
    ids: { delivered, pending, failed },
    before: before.results,
    deliveries: deliveries.results,
  }
}

/** Every row handed to a sender, by kind; the notifications go through their real sender. */
function recordingSenders() {
  const handed: Pick<OutboxItem, 'kind' | 'id'>[] = []
  const record: OutboxSender = async (_env, item) => {
    handed.push({ kind: item.kind, id: item.id })
  }
  const kinds: OutboxKind[] = [
    'confirmation',
    'reply',
    'answer',
    'announcement',
    'signup-confirmation',
  ]
  return { handed, senders: Object.fromEntries(kinds.map((kind) => [kind, record])) }
}

describe('upgrading to one outbox (0014)', () => {
  it('keeps every delivery and row with its state, attempts, error and times, and sends only what was pending, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { ids, before, deliveries } = await seedBeforeTheMigration()

    const notifications = await env.DB.prepare(
      `SELECT message_id, channel, state, attempts, next_attempt_at, window_started_at, last_error,
         delivered_at FROM outbox WHERE kind = 'notification' ORDER BY message_id, channel`,
    ).all()
    expect(notifications.results).toEqual(deliveries)
    const rest = await env.DB.prepare(
      "SELECT * FROM outbox WHERE kind <> 'notification' ORDER BY id",
    ).all()
    expect(rest.results).toEqual(before)
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'message_deliveries'",
    ).all()
    expect(tables.results).toEqual([])

    const mailer = flakyMailer()
    const posted: string[] = []
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      posted.push((JSON.parse(String(init?.body)) as { id: string }).id)
      return new Response('ok')
    }) as typeof fetch
    const settings = { ...emailTo(mailer), CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in' }
    const { handed, senders } = recordingSenders()
    const pendingIds = before.filter((row) => row.state === 'pending').map((row) => row.id)
    for (const minutes of [0, 90, 24 * 60]) {
      await runJob(settings, new Date(Date.now() + minutes * 60_000), { fetcher, senders })
    }
    // The pending notifications, by email and by webhook, and each other pending row: once each.
    expect(sentBy(mailer).map((mail) => String(mail.text).includes(ids.pending))).toEqual([true])
    expect(posted).toEqual([ids.pending])
    expect(handed.map((item) => item.id).toSorted()).toEqual(pendingIds.toSorted())
    const states = await env.DB.prepare(
      'SELECT kind, channel, state, COUNT(*) AS n FROM outbox GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
    ).all()
    expect(states.results).toEqual([
      { kind: 'announcement', channel: 'email', state: 'failed', n: 1 },
      { kind: 'answer', channel: 'webhook', state: 'delivered', n: 1 },
      { kind: 'confirmation', channel: 'email', state: 'delivered', n: 2 },
      { kind: 'notification', channel: 'email', state: 'delivered', n: 2 },
      { kind: 'notification', channel: 'email', state: 'failed', n: 1 },
      { kind: 'notification', channel: 'webhook', state: 'delivered', n: 1 },
      { kind: 'notification', channel: 'webhook', state: 'failed', n: 1 },
      { kind: 'reply', channel: 'email', state: 'failed', n: 1 },
      { kind: 'signup-confirmation', channel: 'email', state: 'delivered', n: 1 },
    ])
  })

  it('still shows a failed notification with its error, and Retry now sends it once', async () => {
    const { ids } = await seedBeforeTheMigration()
    const page = visibleText(
      await (
        await send(
          `/inbox/${ids.delivered}`,
          {
            headers: { 'Cf-Access-Jwt-Assertion': await signToken() },
          },
          await accessEnv(),
        )
      ).text(),
    )
    expect(page).toContain('Webhook Failed 12 attempts')
    expect(page).toContain('Last error: answered HTTP 500')

    const response = await postForm(`/inbox/${ids.delivered}/retry`, { channel: 'webhook' })
    expect(response.status).toBe(303)
    const posted: string[] = []
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      posted.push((JSON.parse(String(init?.body)) as { id: string }).id)
      return new Response('ok')
    }) as typeof fetch
    const settings = { CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in' }
    const { senders } = recordingSenders()
    await runJob(settings, new Date(Date.now() + 1000), { fetcher, senders })
    await runJob(settings, new Date(Date.now() + 3600_000), { fetcher, senders })
    // The retried one, and the one that was pending all along: once each.
    expect(posted.toSorted()).toEqual([ids.delivered, ids.pending].toSorted())
  })

  it('still shows a failed reply as not delivered, and Send again sends it once', async () => {
    const { ids } = await seedBeforeTheMigration()
    const mailer = flakyMailer()
    const staff = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('Cf-Access-Jwt-Assertion', await signToken())
      headers.set('Origin', 'https://lumen.test')
      return send(path, { ...init, headers }, await accessEnv(conversationOn(mailer)))
    }
    const page = await (await staff(`/inbox/${ids.delivered}`)).text()
    const resend = `/inbox/${ids.delivered}/replies/1/resend`
    expect(visibleText(page)).toContain(inboxConversationContent.thread.delivery.failed)
    expect(page).toContain(`action="${resend}"`)

    for (let press = 0; press < 2; press++) {
      const response = await staff(resend, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      expect(response.status).toBe(303)
    }
    expect(sentBy(mailer)).toHaveLength(1)
    expect(String(sentBy(mailer)[0]?.text)).toContain('See you Monday.')
  })
})
