import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { storeContactMessage } from '../../../src/server/contact/store'
import { drain, recordingMailer, sendAnnouncement } from '../announcement/helpers'
import { valid } from '../contact/send'
import { emptyDatabase } from '../db-rebuild'
import { visibleText } from '../html'
import { signToken } from '../inbox/helpers'
import { confirming, requestWith } from '../waitlist/confirmation-helpers'

describe('upgrading to confirmed waiting lists and per-mailbox counts (0010)', () => {
  it('keeps earlier sign-ups unmailed and the outbox as it was, and still counts the day’s confirmations', async () => {
    await emptyDatabase()
    const upTo = env.TEST_MIGRATIONS.findIndex((migration) => migration.name.startsWith('0010'))
    expect(upTo).toBeGreaterThan(0)
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, upTo))

    const now = new Date()
    const messageId = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO contact_messages (id, name, email, message, received_at)
         VALUES (?, 'Ada', 'Earlier@Example.com', 'Hello', ?)`,
      ).bind(messageId, now.toISOString()),
      env.DB.prepare(
        `INSERT INTO outbox (kind, message_id, state, attempts, next_attempt_at, window_started_at, delivered_at)
         VALUES ('confirmation', ?, 'delivered', 1, ?2, ?2, ?2)`,
      ).bind(messageId, now.toISOString()),
      env.DB.prepare(
        "INSERT INTO waitlist_signups (id, offering, email) VALUES (?, 'corporate', 'early@example.com')",
      ).bind(crypto.randomUUID()),
    ])

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(upTo))

    const outbox = await env.DB.prepare(
      'SELECT kind, message_id, state, attempts, mailbox FROM outbox',
    ).all()
    expect(outbox.results).toEqual([
      {
        kind: 'confirmation',
        message_id: messageId,
        state: 'delivered',
        attempts: 1,
        mailbox: 'earlier@example.com',
      },
    ])
    // The day's confirmation still holds back a second one to that address.
    await storeContactMessage(
      env.DB,
      { ...valid, email: 'earlier@example.com' },
      { userAgent: null, flag: null },
      { channels: [], now: new Date(now.getTime() + 60_000), confirm: true },
    )
    const confirmations = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'confirmation'",
    ).first('n')
    expect(confirmations).toBe(1)

    // The earlier sign-up is kept, counted apart, and never mailed, not even the announcement.
    const { bindings } = await confirming()
    const page = await requestWith(bindings, '/inbox/waitlists', {
      headers: { 'Cf-Access-Jwt-Assertion': await signToken() },
    })
    expect(visibleText(await page.text())).toContain(
      '0 confirmed addresses · 0 waiting for confirmation · 1 from before confirmations',
    )
    const { mailer, accepted } = recordingMailer()
    const announcing = { ...bindings, CONTACT_EMAIL: mailer }
    await sendAnnouncement('corporate', announcing)
    await drain(announcing, new Date())
    expect(accepted).toEqual([])
  })
})
