// Storing an application (migrations/0018_applications.sql): one batch, so the application and
// its confirmation mail are stored together before anything is said to be sent.
import type { Application } from '../../shared/application'
import { mailboxKey } from '../unasked-mail/mailbox-key'
import { queueUnaskedMail } from '../unasked-mail/queue'

/** What became of an application: new, the mailbox's earlier one to the cohort, or none (full). */
export type Stored =
  | { outcome: 'received'; id: string }
  | { outcome: 'duplicate'; id: string; confirmed: boolean }
  | { outcome: 'full' }

/**
 * Takes an application in one batch: the row, unless the mailbox applied to the cohort already
 * (the UNIQUE index on cohort and mailbox decides, in the INSERT itself, so any number arriving
 * at once make one row) or the cohort's `seats` are taken by enrolled applicants; then, with
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
  const [inserted, ...rest] = await db.batch<{ id: string; confirmed_at: string | null }>([
    db
      .prepare(
        `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
           background_detail, goals, heard_from, financing, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
         WHERE ?13 IS NULL OR (SELECT COUNT(*) FROM applications
           WHERE cohort = ?2 AND stage = 'enrolled') < ?13
         ON CONFLICT (cohort, mailbox) DO NOTHING
         RETURNING id`,
      )
      .bind(
        crypto.randomUUID(),
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
      .prepare('SELECT id, confirmed_at FROM applications WHERE cohort = ? AND mailbox = ?')
      .bind(application.cohort, mailbox),
  ])
  const id = inserted?.results[0]?.id
  if (id) return { outcome: 'received', id }
  const standing = rest.at(-1)?.results[0]
  if (!standing) return { outcome: 'full' }
  return { outcome: 'duplicate', id: standing.id, confirmed: standing.confirmed_at !== null }
}

const confirmation = (application: Application) =>
  ({
    kind: 'application-confirmation',
    cohort: application.cohort,
    address: application.email,
  }) as const
