// The staff's notifications by email: the `send_email` binding, the recipient and the sender.
import { plainAddress } from '../utils/header-values.ts'
import type { OptionalBindings } from './env.ts'

/** The email channel's settings: absent (not configured), incomplete (why), or ready to send. */
export type EmailSettings =
  | { state: 'off' }
  | { state: 'incomplete'; problem: string }
  | { state: 'ready'; mailer: SendEmail; from: string; to: string }

/**
 * Notifications are configured by a `send_email` binding (CONTACT_EMAIL) and a recipient
 * (CONTACT_NOTIFY_TO). The sender must then be named too: Email Routing refuses a sender outside
 * the zone's own domain, so guessing one from the recipient only moves the failure out of sight.
 */
export function emailSettings(env: OptionalBindings): EmailSettings {
  const { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: to, CONTACT_NOTIFY_FROM: from } = env
  if (!mailer || !to?.trim()) return { state: 'off' }
  const problem = notifySettingsProblem({ mailer: true, to, from })
  if (problem) return { state: 'incomplete', problem }
  return { state: 'ready', mailer, from: (from as string).trim(), to: to.trim() }
}

/**
 * What is wrong with the notification settings, or undefined. Shared by the worker (each send)
 * and `npm start` (refuses to start), so both say the same thing.
 */
export function notifySettingsProblem(settings: {
  mailer: boolean
  to?: string
  from?: string
}): string | undefined {
  if (!settings.mailer || !settings.to?.trim()) return undefined
  if (!settings.from?.trim()) {
    return 'CONTACT_NOTIFY_FROM is not set: with CONTACT_EMAIL and CONTACT_NOTIFY_TO configured, name the sender (an address on the zone’s Email Routing domain)'
  }
  if (!plainAddress.test(settings.from.trim())) {
    return `CONTACT_NOTIFY_FROM is not an email address: ${JSON.stringify(settings.from)}`
  }
  return undefined
}
