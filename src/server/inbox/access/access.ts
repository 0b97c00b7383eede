// Checking the token Cloudflare Access puts on every request it lets through to the inbox; the
// settings that say which tokens are ours are in src/server/settings/access.ts.
import { errors, type JWTPayload, jwtVerify } from 'jose'
import type { AccessSettings } from '../../settings/access'

/** The staff member a verified token names. */
export type StaffMember = { email: string }

/** The header Access adds to every request it lets through, and the cookie it sets. */
export const accessHeader = 'Cf-Access-Jwt-Assertion'
export const accessCookie = 'CF_Authorization'

/** Longer than any Access token; anything beyond is refused before it is parsed. */
export const maxTokenLength = 8192

/**
 * The longest session Access grants (its "1 month", `730h` in its API): a token meant to live
 * longer (`exp` − `iat`) was not issued by it, whatever its signature. jose's `maxTokenAge`
 * measures age from `iat` alone and would let a ten-year `exp` through, so both are checked here.
 */
export const maxTokenLifetime = 730 * 60 * 60

/** How far ahead of this clock a token's `iat` may be: Access's clock and ours may differ a little. */
export const clockSkew = 60

/**
 * Whether a token's `iat` and `exp` are ones Access never issues, as of `now` (seconds): issued
 * later than `clockSkew` ahead, or living longer than its longest session. That both are present
 * and numbers is jose's check (`requiredClaims`), and the only one.
 */
export function beyondAccessLifetime(iat: number, exp: number, now = Date.now() / 1000) {
  return iat > now + clockSkew || exp - iat > maxTokenLifetime
}

/**
 * Access's published keys could not be had (the certs URL failed, timed out or answered something
 * that is not a key set): the token can be neither accepted nor refused.
 */
export class AccessKeysUnavailable extends Error {
  constructor(cause: unknown) {
    super('Cloudflare Access’s published keys could not be fetched', { cause })
  }
}

/** jose's errors that come from fetching the key set rather than from the token. */
const fromKeySet = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error.code === errors.JOSEError.code || // no 200, or no JSON, from the certs URL
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid

/** Why a token was refused: one Access issued whose session has ended, or anything else. */
export type TokenRefusal = 'expired' | 'invalid'

/**
 * The staff member a token names, or why it is not a token this Access application issued:
 * RS256 only (no `none`, no HMAC keyed with a public key), our issuer and audience, an expiry, and
 * within its validity window; issued no later than now (give or take `clockSkew`), for no longer
 * than Access's longest session. "expired" only for a token whose signature held: its owner signs
 * in again; a forged one is "invalid", whatever it claims. The same code runs locally and in
 * production; only the keys differ. Throws AccessKeysUnavailable when Access's published keys
 * cannot be fetched to check it.
 */
export async function checkAccessToken(
  token: string,
  settings: AccessSettings,
): Promise<{ staff: StaffMember } | { refused: TokenRefusal }> {
  if (token.length > maxTokenLength) return { refused: 'invalid' }
  let payload: JWTPayload & { iat: number; exp: number }
  try {
    ;({ payload } = await jwtVerify<{ iat: number; exp: number }>(token, settings.keys, {
      algorithms: ['RS256'],
      issuer: settings.issuer,
      audience: settings.audience,
      requiredClaims: ['exp', 'iat'],
    }))
  } catch (error) {
    if (fromKeySet(error)) throw new AccessKeysUnavailable(error)
    // jose checks the expiry only once the signature, issuer and audience have held.
    return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
  if (beyondAccessLifetime(payload.iat, payload.exp)) return { refused: 'invalid' }
  const email = payload.email
  return typeof email === 'string' && email.includes('@')
    ? { staff: { email } }
    : { refused: 'invalid' }
}
