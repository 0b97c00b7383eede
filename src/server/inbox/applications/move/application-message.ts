// A message from the school about an application, as statements to go in the batch that makes it
// due (docs/architecture.md, "Applications (/apply)"): its conversation entry and its outbox row.
// The shape every admissions part shares; the mail part's own copy
// (src/server/applications/messages.ts) is the one to keep when both are merged.
import { later, leaseSeconds } from '../../../outbox/queue.ts'

export type ApplicationMessage = {
  applicationId: string
  subject: string
  body: string
  /** The staff member's Access email, or 'school'. */
  author: string
  /** What makes a second arrival a no-op: a form's one-time key, or a fresh UUID. */
  dedupeKey: string
  now: Date
}

/**
 * The entry (kind 'message'), then its mail, found by the entry's dedupe key (a batch cannot hand
 * one statement's RETURNING to the next). The mail starts leased to the attempt right after the
 * answer, as queueOutbox's rows do; the cron takes it when that lease runs out.
 */
export function applicationMessageStatements(
  db: D1Database,
  { applicationId, subject, body, author, dedupeKey, now }: ApplicationMessage,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO application_entries (application_id, kind, subject, body, author, dedupe_key, written_at)
         VALUES (?, 'message', ?, ?, ?, ?, ?)`,
      )
      .bind(applicationId, subject, body, author, dedupeKey, now.toISOString()),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (kind, channel, application_entry_id, next_attempt_at, window_started_at)
         SELECT 'application-message', 'email', id, ?, ? FROM application_entries WHERE dedupe_key = ?`,
      )
      .bind(later(now, leaseSeconds).toISOString(), now.toISOString(), dedupeKey),
  ]
}
