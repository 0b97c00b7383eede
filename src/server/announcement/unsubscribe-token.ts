// The token of a waiting-list sign-up's unsubscribe link, `/unsubscribe/<token>`: the offering's
// initial, the sign-up's id (32 hex digits) and the first 128 bits of an HMAC-SHA256 under
// REPLY_TOKEN_SECRET. The MAC's context ("waitlist-unsubscribe:") differs from the reply
// addresses' ("conversation:"), so neither token can stand in for the other. Only the worker can
// make one: a guessed or altered link is refused before the database is asked anything. The
// offering travels in the token so the confirm page can name the list without a lookup that would
// tell whether the address is still on it.
import { type Offering, offerings } from '../../shared/waitlist-fields'
import { sameInConstantTime, truncatedHmacHex } from '../signing'

const shape = /^([ct])([0-9a-f]{32})([0-9a-f]{32})$/
const signatureBytes = 16

const signature = (secret: string, offering: Offering, id: string) =>
  truncatedHmacHex(secret, `waitlist-unsubscribe:${offering}:${id}`, signatureBytes)

const initialOf = (offering: Offering) => offering.charAt(0)
const offeringOf = (initial: string) =>
  offerings.find((offering) => initialOf(offering) === initial)

/** The token naming one sign-up (its id as waitlist_signups stores it, a UUID). */
export async function unsubscribeToken(secret: string, offering: Offering, signupId: string) {
  const id = signupId.replaceAll('-', '').toLowerCase()
  return `${initialOf(offering)}${id}${await signature(secret, offering, id)}`
}

/** The sign-up a token names, or null when this worker did not sign it with `secret`. */
export async function signupOfToken(
  secret: string,
  token: string,
): Promise<{ offering: Offering; signupId: string } | null> {
  const match = shape.exec(token)
  if (!match) return null
  const [, initial, id, given] = match as unknown as [string, string, string, string]
  const offering = offeringOf(initial)
  if (!offering) return null
  if (!sameInConstantTime(given, await signature(secret, offering, id))) return null
  const signupId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
  return { offering, signupId }
}
