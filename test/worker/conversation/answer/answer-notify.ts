// What the answer tests share: the staff's two notification channels, a webhook receiver that
// can fail first, and the outbox rows an answer queued.
import { env } from 'cloudflare:test'
import { vi } from 'vitest'
import type { Bindings } from '../../../../src/server/settings/env'
import { conversationOn } from '../inbound-mail'

export const webhookSecret = 'w'.repeat(40)

/** A webhook receiver that answers 500 `failures` times, then 200, keeping what it accepted. */
export function webhookReceiver(failures = 0) {
  let left = failures
  const accepted: { headers: Headers; body: string }[] = []
  const fetcher = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (left > 0) {
      left -= 1
      return new Response('down', { status: 500 })
    }
    accepted.push({ headers: new Headers(init?.headers), body: String(init?.body) })
    return new Response('ok')
  })
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher)
  return { accepted }
}

/** Both notification channels on, the mail through `mailer`. */
export const staffChannels = (mailer: SendEmail) =>
  ({
    ...conversationOn(mailer),
    CONTACT_NOTIFY_TO: 'team@lumen.test',
    CONTACT_NOTIFY_FROM: 'contact@lumen.test',
    CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/answers',
    CONTACT_WEBHOOK_SECRET: webhookSecret,
  }) satisfies Partial<Bindings>

export const answerRows = async (messageId: string) =>
  (
    await env.DB.prepare(
      `SELECT o.channel, o.state, o.attempts FROM outbox o JOIN conversation_entries e
       ON e.id = o.entry_id WHERE e.message_id = ? AND o.kind = 'answer' ORDER BY o.channel`,
    )
      .bind(messageId)
      .all<{ channel: string; state: string; attempts: number }>()
  ).results

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)
