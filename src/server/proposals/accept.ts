import type { Context } from 'hono'
import { honeypotField, turnstileField } from '../../shared/contact-fields'
import type { SchoolFacts } from '../../shared/content/facts'
import type { ProposalRequest } from '../../shared/proposal/contract'
import { verifyTurnstile } from '../contact/turnstile'
import { deliverOutboxNow } from '../outbox/deliver'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { confirmationCeiling } from '../unasked-mail/ceiling'
import { type StoredProposal, storeProposal } from './store'
import { offeringTopics, unlistedTopic } from './topics'

/** What became of a checked request: taken (new or the earlier one), or refused and why. */
export type ProposalAcceptance =
  | { ok: true; duplicate: boolean }
  | { ok: false; reason: 'verification' | 'storage' }
  | { ok: false; reason: 'topic'; message: string }

/** Said of a ticked topic the offering's page does not list (changed since the page was read). */
export const unlistedTopicMessage = (topic: string) =>
  `“${topic}” is not one of this offering’s topics any more: please choose again`

/**
 * The one way a checked request is taken in, by the JSON API and the form post alike: the
 * Turnstile token verified when Turnstile is configured; each ticked topic one the offering's
 * page lists at this instant; then stored with its confirmation mail, whose first attempt runs
 * after the answer, once mail to visitors with a link back here is set up. A filled honeypot is
 * answered as a new request and stored nowhere.
 */
export async function acceptProposal(
  c: Context<AppEnv>,
  checked: ProposalRequest,
  facts: SchoolFacts,
): Promise<ProposalAcceptance> {
  const secret = c.env.TURNSTILE_SECRET
  if (secret) {
    const address = c.req.header('CF-Connecting-IP')
    const token = checked[turnstileField]
    if (!(await verifyTurnstile({ secret, token, address }))) {
      return { ok: false, reason: 'verification' }
    }
  }
  if (checked[honeypotField]?.trim()) return { ok: true, duplicate: false }
  const unlisted = unlistedTopic(checked.topics, offeringTopics(facts, checked.offering))
  if (unlisted !== undefined) {
    return { ok: false, reason: 'topic', message: unlistedTopicMessage(unlisted) }
  }
  const mailing = announcementSettings(c.env).state === 'ready'
  const ceiling = mailing ? confirmationCeiling(c.env.CONFIRMATION_MAILS_PER_HOUR) : null
  let stored: StoredProposal
  try {
    stored = await storeProposal(c.env.DB, checked, { now: new Date(), ceiling })
  } catch (error) {
    console.error('Storing a proposal request failed:', error)
    return { ok: false, reason: 'storage' }
  }
  if (mailing) {
    const proposalId = stored.id
    const first = deliverOutboxNow(c.env, { proposalId }).catch((error: unknown) => {
      console.error(`First attempt at the confirmation of proposal ${proposalId} failed:`, error)
    })
    c.executionCtx.waitUntil(first)
  }
  return { ok: true, duplicate: stored.outcome === 'duplicate' }
}
