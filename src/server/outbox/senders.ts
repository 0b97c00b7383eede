// Every kind of outgoing thing and the one function that sends it: the only place the outbox
// learns of the features it sends for. Each line points at the file that composes that mail (or
// webhook); the sender's type is in item.ts, which imports none of them.
import { sendAnnouncement } from '../announcement/mail.ts'
import { sendApplicationConfirmation } from '../applications/confirmation-mail.ts'
import { sendApplicationAnswerNotice } from '../applications/mail/answer-digest.ts'
import { mailApplicationMessage } from '../applications/mail/message-mail.ts'
import { sendApplicationNotice } from '../applications/staff-notice.ts'
import { sendCallBooked, sendCallCancelled, sendCallReminder } from '../calls/call-mail.ts'
import { sendNotification } from '../contact/notification.ts'
import { sendAnswerNoticeOrDigest } from '../conversation/answer-digest.ts'
import { sendConfirmation } from '../conversation/confirmation.ts'
import { sendReply } from '../conversation/reply-mail.ts'
import { sendProposalConfirmation } from '../proposals/confirmation-mail.ts'
import { sendProposalNotice } from '../proposals/staff-notice.ts'
import { sendSignupConfirmation } from '../waitlist/confirmation-mail.ts'
import type { OutboxKind, OutboxSender } from './item.ts'

export const outboxSenders: Record<OutboxKind, OutboxSender> = {
  notification: sendNotification,
  confirmation: sendConfirmation,
  reply: sendReply,
  answer: sendAnswerNoticeOrDigest,
  announcement: sendAnnouncement,
  'signup-confirmation': sendSignupConfirmation,
  'application-confirmation': sendApplicationConfirmation,
  'application-message': mailApplicationMessage,
  'application-answer': sendApplicationAnswerNotice,
  'call-booked': sendCallBooked,
  'call-cancelled': sendCallCancelled,
  'call-reminder': sendCallReminder,
  'proposal-confirmation': sendProposalConfirmation,
  'application-notice': sendApplicationNotice,
  'proposal-notice': sendProposalNotice,
}
