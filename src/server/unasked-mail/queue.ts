// Queueing a mail the school sends unasked (a confirmation): at most one a day to a mailbox for
// each purpose, and at most the ceiling's number an hour in all (README "Mail the school sends
// unasked"). Each check and the row it adds are one statement, so a burst of posts cannot slip
// two past a check: D1 runs one statement at a time.
import { later, leaseSeconds } from '../outbox/queries'
import { minuteOf, windowStart } from './ceiling'
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
 * The statements that queue the mail, for the batch that stores what it is about. The mail is
 * queued unless the recipient's mailbox got one of the same kind queued within the last 24 hours,
 * whatever became of it (a bot posting 1,000 messages with a victim's address, or with 1,000
 * spellings of it, makes one mail), or `ceiling` mails were queued in the last hour. Then the
 * minute's bookkeeping: one more sent, or, when only the ceiling stopped it, one more held back.
 * The day is counted from the outbox, whose rows go with what they are about (erasing the address
 * starts it again); the hour from the bookkeeping, which no erasure touches.
 */
export function queueUnaskedMail(
  db: D1Database,
  mail: UnaskedMail,
  now: Date,
  ceiling: number,
): D1PreparedStatement[] {
  const at = now.toISOString()
  const since = new Date(now.getTime() - mailboxCapHours * 60 * 60 * 1000).toISOString()
  const mailbox = mailboxKey(mail.address)
  const sameMailboxToday = `SELECT 1 FROM outbox o
    WHERE o.mailbox = ?3 AND o.kind = ?1 AND o.created_at > ?5`
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox
           (kind, channel, message_id, mailbox, next_attempt_at, window_started_at, created_at)
         SELECT ?1, 'email', ?2, ?3, ?6, ?4, ?4
         WHERE NOT EXISTS (${sameMailboxToday})
           AND (SELECT COALESCE(SUM(sent), 0) FROM unasked_mail_minutes
                WHERE minute >= ?7 AND minute <= ?9) < ?8`,
      )
      .bind(
        mail.kind,
        mail.messageId,
        mailbox,
        at,
        since,
        later(now, leaseSeconds).toISOString(),
        windowStart(now),
        ceiling,
        minuteOf(now),
      ),
    db
      .prepare(
        `INSERT INTO unasked_mail_minutes (minute, sent, held)
         SELECT ?6, queued, 1 - queued FROM (
           SELECT EXISTS (SELECT 1 FROM outbox WHERE message_id = ?2 AND kind = ?1 AND created_at = ?4)
             AS queued)
         WHERE queued OR NOT EXISTS (${sameMailboxToday})
         ON CONFLICT (minute) DO UPDATE SET sent = sent + excluded.sent, held = held + excluded.held`,
      )
      .bind(mail.kind, mail.messageId, mailbox, at, since, minuteOf(now)),
  ]
}
