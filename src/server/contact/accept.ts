import type { Context } from 'hono'
import type { ContactMessage } from '../../shared/contact'
import { honeypotField, turnstileField } from '../../shared/contact-fields'
import type { AppEnv } from '../env'
import { notifyProvider } from './notify'
import { storeContactMessage } from './store'
import { verifyTurnstile } from './turnstile'

/** What became of a checked message: stored (with its id), or refused and not stored. */
export type Acceptance =
  | { ok: true; id: string }
  | { ok: false; status: 403; reason: 'verification' }
  | { ok: false; status: 503; reason: 'storage' }

/**
 * The one way a checked message is taken in, by the JSON API and the form post alike: the
 * Turnstile token is verified when Turnstile is configured, the message is stored (a filled
 * honeypot stores it flagged), and only a clean stored message is emailed to the provider.
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
  let id: string
  try {
    id = await storeContactMessage(c.env.DB, message, {
      userAgent: c.req.header('User-Agent') ?? null,
      flag,
    })
  } catch (error) {
    console.error('Storing a contact message failed:', error)
    return { ok: false, status: 503, reason: 'storage' }
  }
  if (!flag) c.executionCtx.waitUntil(notifyProvider(c.env, { ...message, id }))
  return { ok: true, id }
}
