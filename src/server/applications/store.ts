// Storing an application (migrations/0018_applications.sql): one batch, so the application and
// its confirmation mail are stored together before anything is said to be sent.
import type { Application } from '../../shared/application'
import { mailboxKey } from '../unasked-mail/mailbox-key'
import { queueUnaskedMail } from '../unasked-mail/queue'

/**
 * What became of an application: new; the mailbox's earlier one to the cohort, unconfirmed, with
 * this one's details (docs/decisions.md, "A second form before confirming replaces the first's
 * details"); the earlier one, confirmed, as it was; or none (full).
 */
export type Stored =
  | { outcome: 'received'; id: string }
  | { outcome: 'replaced'; id: string }
  | { outcome: 'duplicate'; id: string }
  | { outcome: 'full' }

/**
 * Takes an application in one batch: the row, unless the mailbox applied to the cohort already
 * (the UNIQUE index on cohort and mailbox decides, in the INSERT itself, so any number arriving
 * at once make one row: an unconfirmed one takes this one's details and time, so what the
 * applicant wrote last is never lost) or the cohort's `seats` are taken by enrolled applicants;
 * then, with
 * `ceiling`, the confirmation mail of the mailbox's unconfirmed application (one a day, under the
 * ceiling: unasked-mail/queue.ts); then the mailbox's application as it now stands, which tells a
 * duplicate from a full cohort.
 */
export async function storeApplication(
  db: D1Database,
  application: Application,
  { seats, now, ceiling }: { seats: number | null; now: Date; ceiling: number | null },
): Promise<Stored> {
  const mailbox = mailboxKey(application.email)
  const mail = ceiling === null ? [] : queueUnaskedMail(db, confirmation(application), now, ceiling)
  const fresh = crypto.randomUUID()
  const [inserted, ...rest] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
           background_detail, goals, heard_from, financing, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
         WHERE ?13 IS NULL OR (SELECT COUNT(*) FROM applications
           WHERE cohort = ?2 AND stage = 'enrolled') < ?13
         ON CONFLICT (cohort, mailbox) DO UPDATE SET
           name = excluded.name, email = excluded.email, time_zone = excluded.time_zone,
           background = excluded.background, background_detail = excluded.background_detail,
           goals = excluded.goals, heard_from = excluded.heard_from,
           financing = excluded.financing, created_at = excluded.created_at
         WHERE applications.confirmed_at IS NULL
         RETURNING id`,
      )
      .bind(
        fresh,
        application.cohort,
        application.name,
        application.email,
        mailbox,
        application.timeZone,
        application.background,
        application.backgroundDetail,
        application.goals,
        application.heardFrom,
        application.financing,
        now.toISOString(),
        seats,
      ),
    ...mail,
    db
      .prepare('SELECT id FROM applications WHERE cohort = ? AND mailbox = ?')
      .bind(application.cohort, mailbox),
  ])
  const id = inserted?.results[0]?.id
  // A new row has the id this post made; the earlier application keeps its own (and its links).
  if (id) return id === fresh ? { outcome: 'received', id } : { outcome: 'replaced', id }
  const standing = rest.at(-1)?.results[0]
  if (!standing) return { outcome: 'full' }
  return { outcome: 'duplicate', id: standing.id }
}

const confirmation = (application: Application) =>
  ({
    kind: 'application-confirmation',
    cohort: application.cohort,
    address: application.email,
  }) as const
