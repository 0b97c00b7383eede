// The token of an application's confirmation link: the application's id (32 hex digits) and the
// first 128 bits of an HMAC-SHA256 under REPLY_TOKEN_SECRET, signed in a context of its own
// ("application-confirm:"), so it stands in for no other link (a waiting list's, a reply
// address). Only the worker can make one: a guessed or altered link is refused before the
// database is asked anything.
import { sameInConstantTime, truncatedHmacHex } from '../utils/signing'

const shape = /^([0-9a-f]{32})([0-9a-f]{32})$/
const signatureBytes = 16

const signature = (secret: string, id: string) =>
  truncatedHmacHex(secret, `application-confirm:${id}`, signatureBytes)

/** The token naming one application (its id as `applications` stores it, a UUID). */
export async function applicationToken(secret: string, applicationId: string) {
  const id = applicationId.replaceAll('-', '').toLowerCase()
  return `${id}${await signature(secret, id)}`
}

/** The application a token names, or null when this worker did not sign it with `secret`. */
export async function applicationOfToken(secret: string, token: string): Promise<string | null> {
  const match = shape.exec(token)
  if (!match) return null
  const [, id, given] = match as unknown as [string, string, string]
  if (!sameInConstantTime(given, await signature(secret, id))) return null
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}
