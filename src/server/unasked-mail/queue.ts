// Queueing a mail the school sends unasked (a confirmation), at most one a day to a mailbox for
// each purpose (README "Mail the school sends unasked"). Written as one statement, so the check and
// the row it adds are atomic: a burst of posts cannot slip two past the check.
import { later, leaseSeconds } from '../outbox/queries'
import { mailboxKey } from './mailbox-key'

/** The span in which a mailbox gets one mail of a purpose, however many times it is asked for. */
export const mailboxCapHours = 24

/** What is sent unasked, and what it is about. */
export type UnaskedMail = {
  kind: 'confirmation'
  /** The message confirmed. */
  messageId: string
  /** The recipient's address as typed. */
  address: string
}

/**
 * Queues the mail in the batch that stores what it is about, unless the recipient's mailbox got
 * one of the same kind queued within the last 24 hours, whatever became of it: a bot posting 1,000
 * messages with a victim's address, or with 1,000 spellings of it, makes one mail. Counted from the
 * outbox, whose rows go with what they are about: erasing the address starts the count again.
 */
export function queueUnaskedMail(db: D1Database, mail: UnaskedMail, now: Date) {
  const since = new Date(now.getTime() - mailboxCapHours * 60 * 60 * 1000).toISOString()
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox
         (kind, channel, message_id, mailbox, next_attempt_at, window_started_at, created_at)
       SELECT ?1, 'email', ?2, ?3, ?4, ?5, ?5
       WHERE NOT EXISTS (
         SELECT 1 FROM outbox o WHERE o.mailbox = ?3 AND o.kind = ?1 AND o.created_at > ?6)`,
    )
    .bind(
      mail.kind,
      mail.messageId,
      mailboxKey(mail.address),
      later(now, leaseSeconds).toISOString(),
      now.toISOString(),
      since,
    )
}
