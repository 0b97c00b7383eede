// Sending the applicant a message about their application (a stage's message, a booking's note,
// one staff wrote): one entry of kind 'message' in the application's conversation and its mail
// in the outbox, both in the batch of the change that makes it due (docs/architecture.md,
// "An application's conversation by mail"). The mail itself: message-mail.ts.
import { deliverOutboxNow } from '../outbox/deliver.ts'
import { later, leaseSeconds } from '../outbox/queue.ts'
import type { Bindings } from '../settings/env.ts'

/** What keeps a first attempt running after the answer: a worker's or Hono's execution context. */
type WaitsUntil = Pick<ExecutionContext, 'waitUntil'>

/** A message from the school to one applicant. */
export type ApplicationMessage = {
  applicationId: string
  /** The mail's subject, as sent. */
  subject: string
  /** Plain text, as sent; the mail adds the link to the applicant's page below it. */
  body: string
  /** The staff member's Access email, or 'school' for a message no person wrote. */
  author: string
  /**
   * What makes a second sending a no-op (a form's one-time key, else a fresh UUID): stored as
   * given in `application_entries.dedupe_key`, where a caller's batch may find the entry by it.
   */
  dedupeKey: string
  now: Date
}

/**
 * The statements, for the caller's `db.batch()`, that store the message and queue its mail. The
 * entry's id is not known inside a batch, so the outbox row selects it by its key; a second
 * sending under the same key inserts neither. An application erased meanwhile fails the batch
 * (the entry's foreign key), so the change that made the message due is not made either.
 */
export function applicationMessageStatements(
  db: D1Database,
  { applicationId, subject, body, author, dedupeKey, now }: ApplicationMessage,
): D1PreparedStatement[] {
  const at = now.toISOString()
  return [
    db
      .prepare(
        `INSERT INTO application_entries
           (application_id, kind, subject, body, author, dedupe_key, written_at)
         VALUES (?, 'message', ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .bind(applicationId, subject, body, author, dedupeKey, at),
    // As queueOutbox queues a row (outbox/queue.ts): leased to the attempt right after.
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox
           (kind, channel, application_entry_id, next_attempt_at, window_started_at)
         SELECT 'application-message', 'email', id, ?, ? FROM application_entries
         WHERE dedupe_key = ? AND kind = 'message'`,
      )
      .bind(later(now, leaseSeconds).toISOString(), at, dedupeKey),
  ]
}

/** The entry stored under a message's key, to start its first attempt after the caller's batch. */
export const applicationMessageIdRead = (db: D1Database, dedupeKey: string) =>
  db
    .prepare("SELECT id FROM application_entries WHERE dedupe_key = ? AND kind = 'message'")
    .bind(dedupeKey)

/**
 * The first attempt at a message's mail, right after the batch that queued it (waitUntil); when
 * it cannot run, the cron sends it once the lease is over.
 */
export function startApplicationMessage(env: Bindings, ctx: WaitsUntil, entryId: number) {
  const first = deliverOutboxNow(env, { applicationEntryId: entryId }).catch((error: unknown) => {
    console.error(`First attempt at application message #${entryId} failed to run:`, error)
  })
  ctx.waitUntil(first)
}

/** Stores and sends one message on its own (no other change with it); resolves with its entry. */
export async function sendApplicationMessage(
  env: Bindings,
  ctx: WaitsUntil,
  message: ApplicationMessage,
): Promise<number> {
  const results = await env.DB.batch<{ id: number }>([
    ...applicationMessageStatements(env.DB, message),
    applicationMessageIdRead(env.DB, message.dedupeKey),
  ])
  const id = results.at(-1)?.results[0]?.id
  if (id === undefined) throw new Error('the message was not stored')
  startApplicationMessage(env, ctx, id)
  return id
}
