// The reply address of one conversation: `reply+<id>-<signature>@<domain>`, where <id> is the
// message's id (32 hex digits) and <signature> the first 80 bits of the HMAC-SHA256 of
// `conversation:<id>` under REPLY_TOKEN_SECRET (docs/conversation.md, "The visitor's answers come
// back"). Only the worker can make one, so mail to an address it never gave out (a guessed id, an
// altered one, a token from another secret) is refused before anything is stored. Lower-case hex
// throughout: some mail systems lower-case local parts. 6 + 32 + 1 + 20 = 59 characters, within a
// local part's 64.

import { sameInConstantTime, truncatedHmacHex } from '../utils/signing.ts'

const localPart = /^reply\+([0-9a-f]{32})-([0-9a-f]{20})$/
const signatureBytes = 10

const signature = (secret: string, id: string) =>
  truncatedHmacHex(secret, `conversation:${id}`, signatureBytes)

/** The address a visitor's answer to this message's conversation goes to. */
export async function replyAddress(secret: string, messageId: string, domain: string) {
  const id = messageId.replaceAll('-', '').toLowerCase()
  return `reply+${id}-${await signature(secret, id)}@${domain}`
}

/**
 * The message id a reply address names, or null when it is not one this worker signed with
 * `secret` for `domain` (missing token, malformed, forged, another domain).
 */
export async function messageIdOfReplyAddress(
  secret: string,
  address: string,
  domain: string,
): Promise<string | null> {
  const at = address.lastIndexOf('@')
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null
  const match = localPart.exec(address.slice(0, at).toLowerCase())
  if (!match) return null
  const [, id, given] = match as unknown as [string, string, string]
  const expected = await signature(secret, id)
  if (!sameInConstantTime(given, expected)) return null
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}
