// Upgrading to one outbox (migrations/0014): a database at the migration before it, holding
// notifications (message_deliveries) and rows of every other kind (outbox) in each state, comes
// out with every row in the one outbox as it was: delivered never sent again, pending sent once,
// failed still shown with its error, and Retry now and Send again still working.
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { inboxConversationContent } from '../../../src/server/content/conversation'
import type { OutboxItem, OutboxKind, OutboxSender } from '../../../src/server/outbox/item'
import { conversationOn, sentBy } from '../conversation/conversation'
import { visibleText } from '../html'
import { accessEnv, postForm, send, signToken } from '../inbox/helpers'
import { seedBeforeTheMigration } from './migration-seed'
import { emailTo, flakyMailer, runJob } from './outbox'

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
    'application-confirmation',
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
    // Kept through every later rebuild too (0018 and 0019 added the columns naming an
    // application and what admissions mail).
    expect(rest.results).toEqual(
      before.map((row) => ({
        ...row,
        application_id: null,
        application_entry_id: null,
        booking_id: null,
        proposal_id: null,
      })),
    )
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
