// What a waiting-list announcement needs beyond the conversation's settings (a sender on the
// onboarded domain, the binding, the signing secret): the site's public origin, because each email
// carries an unsubscribe link back to it and a cron run has no request to take an origin from.
// Cloudflare Email Service refuses a List-Unsubscribe URI that is not https, so only a local run
// (localhost, 127.0.0.1) may use http.
import { conversationSettings } from './conversation.ts'
import type { OptionalBindings } from './env.ts'

export type AnnouncementSettings =
  | { state: 'off' | 'incomplete'; problem: string }
  | {
      state: 'ready'
      mailer: SendEmail
      from: string
      /** The domain of `from`, which reply addresses are on (conversation.ts). */
      replyDomain: string
      secret: string
      origin: string
    }

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The origin unsubscribe links lead to, or why there is none. */
export function linkOrigin(
  siteOrigin: string | undefined,
): { origin: string } | { problem: string } {
  const value = siteOrigin?.trim()
  const missing =
    'SITE_ORIGIN must be set to the site’s https:// origin: each announcement links back to it to unsubscribe'
  if (!value) return { problem: missing }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: missing }
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname))) {
    return { origin: url.origin }
  }
  return { problem: missing }
}

/** Ready only when the conversation is on and the site's origin is known. */
export function announcementSettings(env: OptionalBindings): AnnouncementSettings {
  const conversation = conversationSettings(env)
  if (conversation.state === 'off') {
    return {
      state: 'off',
      problem:
        'Email to visitors is off: set SCHOOL_MAIL_FROM, the CONTACT_EMAIL binding and REPLY_TOKEN_SECRET',
    }
  }
  if (conversation.state === 'incomplete') return conversation
  const link = linkOrigin(env.SITE_ORIGIN)
  if ('problem' in link) return { state: 'incomplete', problem: link.problem }
  const { mailer, from, replyDomain, secret } = conversation
  return { state: 'ready', mailer, from, replyDomain, secret, origin: link.origin }
}
