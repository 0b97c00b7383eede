// What every outgoing thing is to the outbox, and what a sender of one kind looks like. This file
// imports no sender and no feature: each kind's sender imports its type from here, and the one
// registry (senders.ts) imports the senders, so no import goes round in a circle.
import type { Bindings } from '../settings/env.ts'

/** The channels the staff hear of things on: a notification or an answer goes to each. */
export type Channel = 'email' | 'webhook'

/** What an outbox row sends (the CHECK in migrations/0024 says which columns each kind names). */
export type OutboxKind =
  | 'notification'
  | 'confirmation'
  | 'reply'
  | 'answer'
  | 'announcement'
  | 'signup-confirmation'
  | 'application-confirmation'
  | 'application-message'
  | 'application-answer'
  | 'call-booked'
  | 'call-cancelled'
  | 'call-reminder'
  | 'proposal-confirmation'
  | 'application-notice'
  | 'proposal-notice'

/** One row as an attempt claimed it. */
export type OutboxItem = {
  id: number
  kind: OutboxKind
  channel: Channel
  messageId: string | null
  entryId: number | null
  announcementId: number | null
  signupId: string | null
  applicationId: string | null
  applicationEntryId: number | null
  bookingId: number | null
  proposalId: string | null
  /** This attempt's number, 1 for the first. */
  attempts: number
  windowStartedAt: string
}

/** What a test (or the bench) may swap: the network and the webhook's patience. */
export type SendOptions = { fetcher?: typeof fetch; webhookTimeoutMs?: number }

/**
 * Sends one row of its kind: loads what the row is about and resolves once the binding (or the
 * receiver) accepted it; throws to have the row retried. When what the row was about has been
 * erased, the erasure deleted the row too: the sender sends nothing, and nothing is recorded.
 */
export type OutboxSender = (env: Bindings, item: OutboxItem, options?: SendOptions) => Promise<void>
