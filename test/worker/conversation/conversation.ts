// The conversation switched on in worker tests: a school sender, a signing secret, and a
// send_email binding the test watches.
import type { Bindings } from '../../../src/server/settings/env'

export const schoolFrom = 'hello@lumen.test'
export const replyDomain = 'lumen.test'
export const replySecret = 'test-secret-0123456789abcdef0123456789abcdef'

/** The settings that turn the conversation on, sending through `mailer`. */
export const conversationOn = (mailer: SendEmail) =>
  ({
    CONTACT_EMAIL: mailer,
    SCHOOL_MAIL_FROM: schoolFrom,
    REPLY_TOKEN_SECRET: replySecret,
  }) as Partial<Bindings>

/** What a watched binding was asked to send, in order. */
export const sentBy = (mailer: SendEmail) =>
  (mailer.send as unknown as { mock: { calls: [EmailMessageBuilder][] } }).mock.calls.map(
    ([mail]) => mail,
  )
