// What every answer by mail goes through before it is read against its conversation, whichever
// conversation its reply address names (a contact message's, receive-answer.ts; an application's,
// applications/mail/answer-receive.ts): its bytes up to the bound, parsed as far as the thread can
// keep, and dropped quietly when no person wrote it or it is the school's own mail. The same
// bounds, the same refusals, the same drops for both (docs/conversation.md, "The visitor's answers
// come back").
import PostalMime, { type Email } from 'postal-mime'
import type { OptionalBindings } from '../settings/env.ts'
import { mailPrefix } from './answer-reading/mail-prefix.ts'
import { isAutomatic, readAtMost } from './inbound-mail.ts'
import { fromTheSchool } from './own-senders.ts'
import { senderAddress } from './sender-address.ts'

/**
 * 1 MiB: any written answer with its quoted history and a signature's images fits many times;
 * a mail with photos or documents does not, and its sender is told so by the bounce. Parsing is
 * CPU time on a plan that counts it, and attachments are never kept anyway.
 */
export const maxAnswerBytes = 1024 * 1024

/** What the sender's server is told: the same for every address that names no conversation. */
export const rejections = {
  unknown: 'Unknown address: this address does not lead to a conversation with Lumen Code Academy.',
  tooLarge: `Message too large: answers up to ${maxAnswerBytes / 1024 / 1024} MiB are accepted (attachments are not kept); please write again without them.`,
  unreadable: 'The message could not be read.',
} as const

/** An answer's mail as read: the parsed part, its bytes, whether its text was cut, its sender. */
export type AnswerMail = {
  email: Email
  raw: Uint8Array<ArrayBuffer>
  textCut: boolean
  /** The header's From, else the envelope's, as stored and shown (sender-address.ts). */
  author: string
}

/**
 * Reads the mail to `conversation` (its name in the log: "conversation <id>"); null when it was
 * refused (setReject: too large, unreadable) or dropped (automatic, the school's own).
 */
export async function readAnswerMail(
  message: ForwardableEmailMessage,
  env: OptionalBindings,
  conversation: string,
): Promise<AnswerMail | null> {
  const raw = await readAtMost(message.raw, maxAnswerBytes)
  if (!raw) return refuse(message, rejections.tooLarge)
  const prefix = mailPrefix(raw)
  const email = await PostalMime.parse(prefix.bytes).catch(() => null)
  if (!email) return refuse(message, rejections.unreadable)
  if (isAutomatic(message.from, email.headers)) {
    // Not refused either: a refusal would be one more automatic mail, answered automatically.
    console.log(`An automatic reply to ${conversation} was dropped.`)
    return null
  }
  // The school's own mail (looping back, or a From borrowing its domain) is no answer.
  if (fromTheSchool(env, message.from, email.from?.address)) {
    console.log(`Mail from the school's own domain to ${conversation} was dropped.`)
    return null
  }
  // The header's From is who the sender's client says wrote it; the envelope's may be a bounce
  // address (VERP, SRS). Neither proves anything: a mismatch is a flag for staff, not a refusal.
  const author = senderAddress(email.from?.address, message.from)
  return { email, raw, textCut: prefix.textCut, author }
}

function refuse(message: ForwardableEmailMessage, reason: string) {
  message.setReject(reason)
  return null
}
