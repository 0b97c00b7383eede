import { emailSettings } from '../settings/email.ts'
import type { OptionalBindings } from '../settings/env.ts'
import type { Channel } from './item.ts'

/**
 * The channels a new message gets a delivery on. A channel counts as configured as soon as its
 * settings begin (email: the binding and a recipient; webhook: a URL), even when one is missing or
 * wrong: the delivery then fails with the reason, visible in the outbox and retried once fixed,
 * instead of the message being quietly left undelivered.
 */
export function configuredChannels(env: OptionalBindings): Channel[] {
  const channels: Channel[] = []
  if (emailSettings(env).state !== 'off') channels.push('email')
  if (env.CONTACT_WEBHOOK_URL?.trim()) channels.push('webhook')
  return channels
}
