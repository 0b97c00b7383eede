// What queues a send in the outbox (migrations/0014_one_outbox.sql), each statement in a small
// named function with bound parameters, to go in the batch that makes it due; claim.ts takes the
// rows that are due and records each attempt's outcome. Times are ISO 8601 strings in UTC, the
// format `received_at` uses, so they compare as text.
import type { Channel } from './item.ts'

/**
 * How long a running attempt holds its row before another runner may take it: longer than any
 * send takes (a webhook times out at 10 s), short enough that a crashed attempt is retried by the
 * next cron run after it.
 */
export const leaseSeconds = 60

export const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)

/**
 * What a row is about: the message, the conversation entry, the announcement and sign-up, an
 * application's conversation entry, a call's booking, or a company's proposal request.
 */
export type OutboxSubject =
  | { kind: 'confirmation'; messageId: string }
  | { kind: 'reply'; entryId: number }
  | { kind: 'answer'; entryId: number; channel: Channel }
  | { kind: 'announcement'; announcementId: number; signupId: string }
  | { kind: 'application-message'; applicationEntryId: number }
  | { kind: 'application-answer'; applicationEntryId: number; channel: Channel }
  | { kind: 'call-booked' | 'call-cancelled' | 'call-reminder'; bookingId: number }
  | { kind: 'proposal-confirmation'; proposalId: string }

/**
 * Queues one send, to go in the batch that makes it due (the message, the reply, the answer, the
 * announcement). It starts leased to the attempt that runs right after the answer; if that never
 * runs, the lease runs out and the cron takes it. A second queueing of the same thing (a retried
 * request, a second click) is ignored: the unique indexes of 0014 and 0019 hold one of each.
 */
export function queueOutbox(db: D1Database, subject: OutboxSubject, now: Date) {
  const fields = subject as Partial<Record<string, string | number>>
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox
         (kind, channel, message_id, entry_id, announcement_id, signup_id, application_entry_id,
          booking_id, proposal_id, next_attempt_at, window_started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      subject.kind,
      fields.channel ?? 'email',
      fields.messageId ?? null,
      fields.entryId ?? null,
      fields.announcementId ?? null,
      fields.signupId ?? null,
      fields.applicationEntryId ?? null,
      fields.bookingId ?? null,
      fields.proposalId ?? null,
      later(now, leaseSeconds).toISOString(),
      now.toISOString(),
    )
}

/**
 * A new message's notification on each channel, to go in the message's own batch. Each starts
 * leased to the attempt that runs right after the answer; if that never runs (the isolate died),
 * the lease runs out and the cron finds the row, as attempt 1.
 */
export function queueNotifications(
  db: D1Database,
  messageId: string,
  channels: readonly Channel[],
  now: Date,
): D1PreparedStatement[] {
  return channels.map((channel) =>
    db
      .prepare(
        `INSERT INTO outbox (kind, channel, message_id, next_attempt_at, window_started_at)
         VALUES ('notification', ?, ?, ?, ?)`,
      )
      .bind(channel, messageId, later(now, leaseSeconds).toISOString(), now.toISOString()),
  )
}
