import { hc } from 'hono/client'
import type { AppType } from '../server'
import type { ApplicationInput } from '../shared/application'
import type { ContactMessageInput } from '../shared/contact'
import type { ProposalInput } from '../shared/proposal/contract'
import type { WaitlistSignupInput } from '../shared/waitlist'

/**
 * The typed client of the worker's API. `baseUrl` is '' for the same origin (the default) or the
 * origin of a separate backend host; credentials travel with every call, as the spec asks.
 */
export const apiClient = (baseUrl: string) =>
  hc<AppType>(baseUrl || globalThis.location.origin, { init: { credentials: 'include' } })

/** Sends a contact message; the answer's status is all the form reads. */
export function sendContactMessage(baseUrl: string, message: ContactMessageInput) {
  return apiClient(baseUrl).api.contact.send.$post({ json: message })
}

/** Puts an address on an offering's waiting list; the answer is the same if it was there. */
export function joinWaitlist(baseUrl: string, signup: WaitlistSignupInput) {
  return apiClient(baseUrl).api.waitlist.join.$post({ json: signup })
}

/** Sends an application: 201 received, 200 when the mailbox applied to that cohort already. */
export function sendApplication(baseUrl: string, application: ApplicationInput) {
  return apiClient(baseUrl).api.applications.$post({ json: application })
}

/** Sends a proposal request: 201 received, 200 when the mailbox's earlier one awaits confirmation. */
export function sendProposal(baseUrl: string, request: ProposalInput) {
  return apiClient(baseUrl).api.proposals.send.$post({ json: request })
}
