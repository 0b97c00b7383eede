// A database as it stood before one outbox (migrations/0014): the schema migration 0013 left,
// notifications (message_deliveries) and rows of every other kind (outbox) in each state, then
// the migrations from 0014 on; what migration.test.ts upgrades and checks.

import { applyD1Migrations, env } from 'cloudflare:test'
import { expect } from 'vitest'
import { emptyDatabase } from '../db-rebuild'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString()

/** The schema as migration 0013 left it, then rows of every kind in every state. */
export async function seedBeforeTheMigration() {
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
