// The token of a proposal request's confirmation link: the request's id (32 hex digits) and the
// first 128 bits of an HMAC-SHA256 under REPLY_TOKEN_SECRET, signed in a context of its own
// ("proposal-confirm:"), so the link stands in for no other: not an application's, not a waiting
// list's, not a reply address. A guessed or altered link is refused before the database is asked.
import { sameInConstantTime, truncatedHmacHex } from '../utils/signing'

const shape = /^([0-9a-f]{32})([0-9a-f]{32})$/
const signatureBytes = 16

const signature = (secret: string, id: string) =>
  truncatedHmacHex(secret, `proposal-confirm:${id}`, signatureBytes)

/** The token naming one request (its id as `proposal_requests` stores it, a UUID). */
export async function proposalToken(secret: string, proposalId: string) {
  const id = proposalId.replaceAll('-', '').toLowerCase()
  return `${id}${await signature(secret, id)}`
}

/** The request a token names, or null when this worker did not sign it. */
export async function proposalOfToken(secret: string, token: string): Promise<string | null> {
  const match = shape.exec(token)
  if (!match) return null
  const [, id, given] = match as unknown as [string, string, string]
  if (!sameInConstantTime(given, await signature(secret, id))) return null
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}
