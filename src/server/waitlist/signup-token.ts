// The token of a link that names one waiting-list sign-up, for one purpose: the offering's
// initial, the sign-up's id (32 hex digits) and the first 128 bits of an HMAC-SHA256 under
// REPLY_TOKEN_SECRET. Each purpose signs in a context of its own ("waitlist-unsubscribe:",
// "waitlist-confirm:"), which also differs from the reply addresses' ("conversation:"), so no token
// stands in for another: a confirmation link cannot unsubscribe, nor an unsubscribe link confirm.
// Only the worker can make one: a guessed or altered link is refused before the database is asked
// anything. The offering travels in the token so a page can name the list without a lookup.
import { type Offering, offerings } from '../../shared/waitlist-fields'
import { sameInConstantTime, truncatedHmacHex } from '../utils/signing'

/** What a link does with the sign-up it names. */
export type SignupLinkPurpose = 'unsubscribe' | 'confirm'

const shape = /^([ct])([0-9a-f]{32})([0-9a-f]{32})$/
const signatureBytes = 16

const signature = (secret: string, purpose: SignupLinkPurpose, offering: Offering, id: string) =>
  truncatedHmacHex(secret, `waitlist-${purpose}:${offering}:${id}`, signatureBytes)

const initialOf = (offering: Offering) => offering.charAt(0)
// The pattern admits only an offering's initial, so one is always found.
const offeringOf = (initial: string) =>
  offerings.find((offering) => initialOf(offering) === initial) as Offering

/** The token naming one sign-up (its id as waitlist_signups stores it, a UUID) for `purpose`. */
export async function signupToken(
  secret: string,
  purpose: SignupLinkPurpose,
  offering: Offering,
  signupId: string,
) {
  const id = signupId.replaceAll('-', '').toLowerCase()
  return `${initialOf(offering)}${id}${await signature(secret, purpose, offering, id)}`
}

/** The sign-up a token names, or null when this worker did not sign it with `secret` for `purpose`. */
export async function signupOfToken(
  secret: string,
  purpose: SignupLinkPurpose,
  token: string,
): Promise<{ offering: Offering; signupId: string } | null> {
  const match = shape.exec(token)
  if (!match) return null
  const [, initial, id, given] = match as unknown as [string, string, string, string]
  const offering = offeringOf(initial)
  if (!sameInConstantTime(given, await signature(secret, purpose, offering, id))) return null
  const signupId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
  return { offering, signupId }
}
