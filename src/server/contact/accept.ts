import type { Context } from 'hono'
import type { ContactMessage } from '../../shared/contact'
import { honeypotField, turnstileField } from '../../shared/contact-fields'
import { configuredChannels } from '../outbox/channels'
import { deliverOutboxNow } from '../outbox/deliver'
import { conversationSettings } from '../settings/conversation'
import type { AppEnv } from '../settings/env'
import { confirmationCeiling } from '../unasked-mail/ceiling'
import { type StoredMessage, storeContactMessage } from './store'
import { verifyTurnstile } from './turnstile'

/** What became of a checked message: stored (with its id), or refused and not stored. */
export type Acceptance =
  | { ok: true; id: string }
  | { ok: false; status: 403; reason: 'verification' }
  | { ok: false; status: 503; reason: 'storage' }

/**
 * The one way a checked message is taken in, by the JSON API and the form post alike: the
 * Turnstile token is verified when Turnstile is configured, then the message is stored together
 * with one outbox row per configured channel and the visitor's confirmation (a filled honeypot
 * stores it flagged, with neither).
 * The first delivery attempt runs after the answer; the cron retries what it leaves undelivered.
 */
export async function acceptContactMessage(
  c: Context<AppEnv>,
  checked: ContactMessage,
): Promise<Acceptance> {
  const { [honeypotField]: trap, [turnstileField]: token, ...message } = checked
  const secret = c.env.TURNSTILE_SECRET
  if (secret) {
    const address = c.req.header('CF-Connecting-IP')
    if (!(await verifyTurnstile({ secret, token, address }))) {
      return { ok: false, status: 403, reason: 'verification' }
    }
  }
  const flag = trap?.trim() ? 'honeypot' : null
  const channels = flag ? [] : configuredChannels(c.env)
  // The visitor hears back only for a message from a person, and only once sending is set up.
  const confirm = !flag && conversationSettings(c.env).state === 'ready'
  let stored: StoredMessage
  try {
    stored = await storeContactMessage(
      c.env.DB,
      message,
      { userAgent: c.req.header('User-Agent') ?? null, flag },
      {
        channels,
        now: new Date(),
        confirm,
        ceiling: confirmationCeiling(c.env.CONFIRMATION_MAILS_PER_HOUR),
      },
    )
  } catch (error) {
    console.error('Storing a contact message failed:', error)
    return { ok: false, status: 503, reason: 'storage' }
  }
  if (channels.length > 0 || confirm) {
    // Whatever goes wrong here stays in the outbox, leased for a minute, then the cron's.
    const first = deliverOutboxNow(c.env, { messageId: stored.id }).catch((error: unknown) => {
      console.error(`First delivery attempt of contact message ${stored.id} failed to run:`, error)
    })
    c.executionCtx.waitUntil(first)
  }
  return { ok: true, id: stored.id }
}
