// The token of a waiting-list sign-up's unsubscribe link, `/unsubscribe/<token>`: a sign-up link
// signed for leaving the list (waitlist/signup-token.ts, context "waitlist-unsubscribe:").
import type { Offering } from '../../shared/waitlist-fields'
import { signupOfToken as signupOfLink, signupToken } from '../waitlist/signup-token'

/** The token naming one sign-up (its id as waitlist_signups stores it, a UUID). */
export const unsubscribeToken = (secret: string, offering: Offering, signupId: string) =>
  signupToken(secret, 'unsubscribe', offering, signupId)

/** The sign-up an unsubscribe token names, or null when this worker did not sign it. */
export const signupOfToken = (secret: string, token: string) =>
  signupOfLink(secret, 'unsubscribe', token)
