// The tokens of the links mailed about an application: the application's id (32 hex digits) and
// the first 128 bits of an HMAC-SHA256 under REPLY_TOKEN_SECRET, signed in a context of the
// link's purpose ("application-confirm:", "application-page:"), so a link stands in for no
// other: not a waiting list's, not a reply address, not the same application's other link. Only
// the worker can make one: a guessed or altered link is refused before the database is asked.
import { sameInConstantTime, truncatedHmacHex } from '../utils/signing.ts'

/** What a link lets its holder do: confirm the application, or open the applicant's page. */
export type ApplicationLinkPurpose = 'confirm' | 'page'

const shape = /^([0-9a-f]{32})([0-9a-f]{32})$/
const signatureBytes = 16

const signature = (secret: string, id: string, purpose: ApplicationLinkPurpose) =>
  truncatedHmacHex(secret, `application-${purpose}:${id}`, signatureBytes)

/** The token naming one application (its id as `applications` stores it, a UUID). */
export async function applicationToken(
  secret: string,
  applicationId: string,
  purpose: ApplicationLinkPurpose = 'confirm',
) {
  const id = applicationId.replaceAll('-', '').toLowerCase()
  return `${id}${await signature(secret, id, purpose)}`
}

/** The application a token names, or null when this worker did not sign it for `purpose`. */
export async function applicationOfToken(
  secret: string,
  token: string,
  purpose: ApplicationLinkPurpose = 'confirm',
): Promise<string | null> {
  const match = shape.exec(token)
  if (!match) return null
  const [, id, given] = match as unknown as [string, string, string]
  if (!sameInConstantTime(given, await signature(secret, id, purpose))) return null
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}
