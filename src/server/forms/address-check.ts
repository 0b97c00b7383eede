import { suggestAddress } from '../../shared/email-suggestion'
import type { AddressSuggestion } from '../../shared/form-outcome'

/** The suggestion shown beside a page's email field, when what was typed looks like a slip. */
export function suggestionFor(typed: string): { suggestion?: AddressSuggestion } {
  const address = typed.trim()
  const suggested = suggestAddress(address)
  return suggested ? { suggestion: { typed: address, suggested } } : {}
}

/**
 * What a form posted without JavaScript asks before it sends (docs/architecture.md, "Addresses"):
 * "Did you mean …?" for a likely slip, unless the page asked about exactly this address already and
 * the visitor sent it again as it is (`kept`, the page's hidden field, holding the checked address
 * as the page showed it). `email` is the checked address, as it would be stored.
 */
export function addressQuestion(email: string, kept: string): AddressSuggestion | undefined {
  return email === kept ? undefined : suggestionFor(email).suggestion
}
