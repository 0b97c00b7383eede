// The webhook channel: each event (a new message, a visitor's answer) POSTed as JSON to
// CONTACT_WEBHOOK_URL, signed the way Stripe signs its events when CONTACT_WEBHOOK_SECRET is set
// (docs/architecture.md, "The signature" has the receiver's side).
import type { OptionalBindings } from '../settings/env.ts'
import { hex } from '../utils/hex.ts'

/** A receiver that has not answered by then has failed this attempt. */
export const webhookTimeoutMs = 10_000

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` */
export const signatureHeader = 'Lumen-Signature'
/** The message's id, the same on every retry: a receiver drops a repeat by it. */
export const messageIdHeader = 'Lumen-Message-Id'
/** 1 for the first attempt; a receiver may log it. */
export const attemptHeader = 'Lumen-Delivery-Attempt'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** The signature header's value for a body sent at `timestamp` (seconds since the epoch). */
export async function webhookSignature(secret: string, timestamp: number, body: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, utf8(`${timestamp}.${body}`))
  return `t=${timestamp},v1=${hex(mac)}`
}

/** CONTACT_WEBHOOK_URL, when it is an http(s) URL; anything else is a failed attempt, not a guess. */
function webhookUrl(setting: string | undefined): URL {
  if (!setting?.trim()) throw new Error('the webhook is not configured (CONTACT_WEBHOOK_URL)')
  const url = URL.parse(setting.trim())
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('CONTACT_WEBHOOK_URL is not an http(s) URL')
  }
  return url
}

export type WebhookOptions = {
  attempt: number
  fetcher?: typeof fetch
  timeoutMs?: number
}

/**
 * POSTs one JSON body to the webhook, signed, with `id` as its Lumen-Message-Id (what a receiver
 * drops a repeat by). Resolves on a 2xx answer; throws with a short reason on any other answer
 * (redirects included: a receiver that moved must be reconfigured), on no answer within the
 * timeout, or when the connection fails.
 */
export async function postWebhook(
  env: OptionalBindings,
  { id, body }: { id: string; body: string },
  { attempt, fetcher = fetch, timeoutMs = webhookTimeoutMs }: WebhookOptions,
): Promise<void> {
  const url = webhookUrl(env.CONTACT_WEBHOOK_URL)
  const headers = new Headers({
    'Content-Type': 'application/json',
    'User-Agent': 'lumen-code-site-webhook/1',
    [messageIdHeader]: id,
    [attemptHeader]: String(attempt),
  })
  const secret = env.CONTACT_WEBHOOK_SECRET
  if (secret) {
    // The time of sending, not of the run: the receiver measures a replay's age against its clock.
    const timestamp = Math.floor(Date.now() / 1000)
    headers.set(signatureHeader, await webhookSignature(secret, timestamp, body))
  }
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetcher(url, { method: 'POST', headers, body, redirect: 'manual', signal })
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} s`)
    throw new Error(`connection failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  await response.body?.cancel()
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`)
}
