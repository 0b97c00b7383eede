// How each kind of outbox row is sent: one line per kind, each pointing at the file that composes
// that mail (or webhook). A sender loads what its row is about and resolves once the binding (or
// the receiver) accepted it; it throws to have the row retried. When what the row was about is
// gone (erased since), the row went with it, and whatever the sender does is recorded nowhere.
import { sendAnnouncement } from '../announcement/mail'
import { sendAnswerNoticeOrDigest } from '../conversation/answer-digest'
import { sendConfirmation } from '../conversation/confirmation'
import { sendReply } from '../conversation/reply-mail'
import type { Bindings } from '../settings/env'
import { sendSignupConfirmation } from '../waitlist/confirmation-mail'
import type { OutboxItem, OutboxKind } from './mail-queries'

export type OutboxSender = (env: Bindings, item: OutboxItem) => Promise<void>

export const outboxSenders: Record<OutboxKind, OutboxSender> = {
  confirmation: sendConfirmation,
  reply: sendReply,
  answer: sendAnswerNoticeOrDigest,
  announcement: sendAnnouncement,
  'signup-confirmation': sendSignupConfirmation,
}
