// What the conversation with visitors needs (confirmations, replies, answers back, announcements):
// the `send_email` binding notifications already use, a sender on the domain onboarded to
// Cloudflare Email Service, and the secret that signs each conversation's reply address. Off
// until all three are set; a partial setup is named, never guessed around.
import { plainAddress } from '../utils/header-values.ts'
import type { OptionalBindings } from './env.ts'

/** Shorter than this, a signing secret could be guessed (32 bytes of `openssl rand -hex 32`). */
export const minimumSecretLength = 32

export type ConversationSettings =
  | { state: 'off' }
  | { state: 'incomplete'; problem: string }
  | {
      state: 'ready'
      mailer: SendEmail
      /** The school's address visitors see as the sender. */
      from: string
      /** The domain of `from`: reply addresses are `reply+<token>@<domain>`. */
      replyDomain: string
      /** Signs and checks the token of every reply address. */
      secret: string
    }

/**
 * SCHOOL_MAIL_FROM turns the conversation on; with it, the binding (CONTACT_EMAIL) and
 * REPLY_TOKEN_SECRET must be right, or nothing is sent and the problem is said (settings check,
 * the inbox, the log).
 */
export function conversationSettings(env: OptionalBindings): ConversationSettings {
  const from = env.SCHOOL_MAIL_FROM?.trim()
  if (!from) return { state: 'off' }
  const problem = conversationSettingsProblem({
    mailer: Boolean(env.CONTACT_EMAIL),
    from,
    secret: env.REPLY_TOKEN_SECRET,
  })
  if (problem || !env.CONTACT_EMAIL || !env.REPLY_TOKEN_SECRET) {
    return { state: 'incomplete', problem: problem ?? 'incomplete' }
  }
  const replyDomain = (plainAddress.exec(from)?.[1] ?? '').toLowerCase()
  return {
    state: 'ready',
    mailer: env.CONTACT_EMAIL,
    from,
    replyDomain,
    secret: env.REPLY_TOKEN_SECRET,
  }
}

/** What is wrong with the conversation's settings, or undefined (shared with the settings check). */
export function conversationSettingsProblem(settings: {
  mailer: boolean
  from?: string
  secret?: string
}): string | undefined {
  const from = settings.from?.trim()
  if (!from) return undefined
  if (!plainAddress.test(from)) {
    return `SCHOOL_MAIL_FROM is not an email address: ${JSON.stringify(settings.from)}`
  }
  if (!settings.mailer) {
    return 'SCHOOL_MAIL_FROM is set but the CONTACT_EMAIL send_email binding is missing'
  }
  if ((settings.secret ?? '').length < minimumSecretLength) {
    return `REPLY_TOKEN_SECRET must be set, at least ${minimumSecretLength} characters (openssl rand -hex 32), to sign reply addresses`
  }
  return undefined
}
