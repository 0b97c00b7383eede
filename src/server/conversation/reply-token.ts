// The reply address of one conversation: `reply+<id>-<signature>@<domain>` for a contact message,
// `reply+app-<id>-<signature>@<domain>` for an application, where <id> is the message's or the
// application's id (32 hex digits) and <signature> the first 80 bits of the HMAC-SHA256 of
// `conversation:<id>` (a message) or `application-conversation:<id>` (an application) under
// REPLY_TOKEN_SECRET (docs/conversation.md, "The visitor's answers come back"). Only the worker can
// make one, so mail to an address it never gave out (a guessed id, an altered one, a token from
// another secret) is refused before anything is stored; and the two contexts sign different texts,
// so a message's address never names an application, nor the reverse, whatever its shape. Lower-case
// hex throughout: some mail systems lower-case local parts. An application's is 10 + 32 + 1 + 20 =
// 63 characters, within a local part's 64.

import { sameInConstantTime, truncatedHmacHex } from '../utils/signing.ts'

/** Whose conversation a reply address leads to. */
export type ReplyContext = 'message' | 'application'

const contexts = {
  message: { prefix: 'reply+', signed: 'conversation:' },
  application: { prefix: 'reply+app-', signed: 'application-conversation:' },
} as const satisfies Record<ReplyContext, { prefix: string; signed: string }>

const localPart = /^reply\+(app-)?([0-9a-f]{32})-([0-9a-f]{20})$/
const signatureBytes = 10

const signature = (secret: string, context: ReplyContext, id: string) =>
  truncatedHmacHex(secret, `${contexts[context].signed}${id}`, signatureBytes)

async function addressOf(secret: string, context: ReplyContext, uuid: string, domain: string) {
  const id = uuid.replaceAll('-', '').toLowerCase()
  return `${contexts[context].prefix}${id}-${await signature(secret, context, id)}@${domain}`
}

/** The address a visitor's answer to this message's conversation goes to. */
export const replyAddress = (secret: string, messageId: string, domain: string) =>
  addressOf(secret, 'message', messageId, domain)

/** The address an applicant's answer to the school's mail about their application goes to. */
export const applicationReplyAddress = (secret: string, applicationId: string, domain: string) =>
  addressOf(secret, 'application', applicationId, domain)

/**
 * The conversation a reply address names, or null when it is not one this worker signed with
 * `secret` for `domain` (missing token, malformed, forged, another domain, the other context).
 */
export async function conversationOfReplyAddress(
  secret: string,
  address: string,
  domain: string,
): Promise<{ context: ReplyContext; id: string } | null> {
  const at = address.lastIndexOf('@')
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null
  const match = localPart.exec(address.slice(0, at).toLowerCase())
  if (!match) return null
  const [, app, id, given] = match as unknown as [string, string | undefined, string, string]
  const context: ReplyContext = app ? 'application' : 'message'
  if (!sameInConstantTime(given, await signature(secret, context, id))) return null
  const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
  return { context, id: uuid }
}

/** The message id a reply address names, or null when it names no message's conversation. */
export async function messageIdOfReplyAddress(secret: string, address: string, domain: string) {
  const conversation = await conversationOfReplyAddress(secret, address, domain)
  return conversation?.context === 'message' ? conversation.id : null
}
