// Queueing a mail the school sends unasked (a confirmation): at most one a day to a mailbox for
// each purpose, and at most the ceiling's number an hour in all (docs/architecture.md, "Mail the
// school sends unasked"). Each check and the row it adds are one statement, so a burst of posts
// cannot slip two past a check: D1 runs one statement at a time.
import type { Offering } from '../../shared/waitlist-fields.ts'
import { later, leaseSeconds } from '../outbox/queue.ts'
import { minuteOf, windowStart } from './ceiling.ts'
import { mailboxKey } from './mailbox-key.ts'

/** The span in which a mailbox gets one mail of a purpose, however many times it is asked for. */
export const mailboxCapHours = 24

/** What is sent unasked, what it is about, and to whom (the address as typed). */
export type UnaskedMail =
  /** A contact message's confirmation that it arrived. */
  | { kind: 'confirmation'; messageId: string; address: string }
  /** The link that confirms a waiting-list sign-up: one purpose per list. */
  | { kind: 'signup-confirmation'; offering: Offering; address: string }
  /** The link that confirms an application: one purpose per cohort (its start date). */
  | { kind: 'application-confirmation'; cohort: string; address: string }
  /** The link that confirms a proposal request: one purpose per offering. */
  | { kind: 'proposal-confirmation'; offering: Offering; address: string }

/**
 * Per kind, in SQL over the statements' parameters (?9, and ?10 for a sign-up): the id of what the
 * mail is about (no row: nothing to send), the outbox column naming it, and the rows of the same
 * purpose. A sign-up's mail is about the address's unconfirmed sign-up to that list: a confirmed
 * one gets none; an application's, about the mailbox's unconfirmed application to that cohort; a
 * proposal request's, about the mailbox's unconfirmed request to that offering.
 */
const subjects = {
  confirmation: {
    column: 'message_id',
    id: 'SELECT ?9 AS id',
    purpose: '',
  },
  'signup-confirmation': {
    column: 'signup_id',
    id: `SELECT id FROM waitlist_signups
      WHERE offering = ?9 AND email = ?10 COLLATE NOCASE AND confirmed_at IS NULL`,
    purpose: 'AND o.signup_id IN (SELECT id FROM waitlist_signups WHERE offering = ?9)',
  },
  'application-confirmation': {
    column: 'application_id',
    id: `SELECT id FROM applications
      WHERE cohort = ?9 AND mailbox = ?2 AND confirmed_at IS NULL`,
    purpose: 'AND o.application_id IN (SELECT id FROM applications WHERE cohort = ?9)',
  },
  'proposal-confirmation': {
    column: 'proposal_id',
    id: `SELECT id FROM proposal_requests
      WHERE offering = ?9 AND mailbox = ?2 AND confirmed_at IS NULL`,
    purpose: 'AND o.proposal_id IN (SELECT id FROM proposal_requests WHERE offering = ?9)',
  },
} as const

/** The parameters after the eighth: what the mail is about. */
const subjectParams = (mail: UnaskedMail) => {
  if (mail.kind === 'confirmation') return [mail.messageId]
  if (mail.kind === 'signup-confirmation') return [mail.offering, mail.address]
  if (mail.kind === 'proposal-confirmation') return [mail.offering]
  return [mail.cohort]
}

/**
 * The statements that queue the mail, for the batch that stores what it is about (after it). The
 * mail is queued unless the recipient's mailbox got one of the same purpose queued within the last
 * 24 hours, whatever became of it (a bot posting 1,000 messages with a victim's address, or with
 * 1,000 spellings of it, makes one mail), or `ceiling` mails were queued in the last hour. Then
 * the minute's bookkeeping: one more sent, or, when only the ceiling stopped it, one more held
 * back. The day is counted from the outbox, whose rows go with what they are about (erasing the
 * address starts it again); the hour from the bookkeeping, which no erasure touches.
 */
export function queueUnaskedMail(
  db: D1Database,
  mail: UnaskedMail,
  now: Date,
  ceiling: number,
): D1PreparedStatement[] {
  const subject = subjects[mail.kind]
  const at = now.toISOString()
  const since = new Date(now.getTime() - mailboxCapHours * 60 * 60 * 1000).toISOString()
  const params = [
    mail.kind,
    mailboxKey(mail.address),
    at,
    since,
    later(now, leaseSeconds).toISOString(),
    windowStart(now),
    ceiling,
    minuteOf(now),
    ...subjectParams(mail),
  ]
  const samePurposeToday = `SELECT 1 FROM outbox o
    WHERE o.mailbox = ?2 AND o.kind = ?1 AND o.created_at > ?4 ${subject.purpose}`
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox
           (kind, channel, ${subject.column}, mailbox, next_attempt_at, window_started_at, created_at)
         SELECT ?1, 'email', subject.id, ?2, ?5, ?3, ?3 FROM (${subject.id}) AS subject
         WHERE NOT EXISTS (${samePurposeToday})
           AND (SELECT COALESCE(SUM(sent), 0) FROM unasked_mail_minutes
                WHERE minute >= ?6 AND minute <= ?8) < ?7`,
      )
      .bind(...params),
    db
      .prepare(
        `INSERT INTO unasked_mail_minutes (minute, sent, held)
         SELECT ?8, queued, 1 - queued FROM (
           SELECT EXISTS (SELECT 1 FROM outbox
             WHERE ${subject.column} IN (${subject.id}) AND kind = ?1 AND created_at = ?3) AS queued)
         WHERE EXISTS (${subject.id}) AND (queued OR NOT EXISTS (${samePurposeToday}))
         ON CONFLICT (minute) DO UPDATE SET sent = sent + excluded.sent, held = held + excluded.held`,
      )
      .bind(...params),
  ]
}
