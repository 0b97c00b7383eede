// A move between stages as one batch (one transaction in D1), conditional on the stage the mover
// saw: of two staff moving from the same stage at once, one wins and the other's batch changes
// nothing (docs/decisions.md, "A move is conditional on the stage staff saw").
import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import {
  type ApplicationMessage,
  applicationMessageStatements,
} from '../../../applications/messages'
import { queueCancelledMail } from '../../../calls/booking-mail'

export type Move = {
  applicationId: string
  from: ApplicationStage
  to: ApplicationStage
  by: string
  now: Date
  /** The form's one-time key, kept on the move's row. */
  key: string
  /** The stage's message, sent with the move; its dedupe key is the form's one-time key. */
  message?: Pick<ApplicationMessage, 'subject' | 'body' | 'dedupeKey'>
}

/**
 * The stages a booked call does not survive: moved to one of them, the application's call still
 * to come is cancelled and the applicant mailed its cancellation, so no reminder or host waits
 * for a call nobody will hold (docs/inbox.md, "A booked call").
 */
const callEndingStages: readonly ApplicationStage[] = ['applied', 'declined', 'withdrawn']

/** The cancel of the application's live call still to come, and its mail, in the move's batch. */
function callCancelStatements(db: D1Database, { applicationId, to, by, now }: Move) {
  const at = now.toISOString()
  return [
    db
      .prepare(
        `UPDATE call_bookings SET cancelled_at = ?2, cancelled_by = ?3
         WHERE application_id = ?1 AND cancelled_at IS NULL
           AND slot_id IN (SELECT id FROM call_slots WHERE starts_at > ?2)
           AND EXISTS (SELECT 1 FROM applications WHERE id = ?1 AND stage = ?4)`,
      )
      .bind(applicationId, at, by, to),
    queueCancelledMail(db, applicationId, now),
  ]
}

/** Thrown when the batch changed nothing: not at `from` any more, or the form was sent before. */
export class StageMoved extends Error {}

/**
 * The move's row first: its `to_stage` is read from the application at `from` and while the form's
 * key names no move or message yet, so when it is at another stage, or the form was sent before
 * (even if the application came back to `from` since), the row is NULL there, the NOT NULL
 * constraint fails, and the whole batch with the message's entry and mail is rolled back. The conditional
 * UPDATE then always finds it, and the message's entry is linked to the move last.
 */
export async function moveApplication(db: D1Database, move: Move) {
  const { applicationId, from, to, by, now, key, message } = move
  const statements = [
    db
      .prepare(
        `INSERT INTO application_moves
           (application_id, from_stage, to_stage, moved_by, moved_at, form_key)
         VALUES (?1, ?2, (SELECT ?3 FROM applications WHERE id = ?1 AND stage = ?2
           AND NOT EXISTS (SELECT 1 FROM application_moves WHERE form_key = ?6)
           AND NOT EXISTS (SELECT 1 FROM application_entries WHERE dedupe_key = ?6)), ?4, ?5, ?6)`,
      )
      .bind(applicationId, from, to, by, now.toISOString(), key),
    db
      .prepare('UPDATE applications SET stage = ? WHERE id = ? AND stage = ?')
      .bind(to, applicationId, from),
  ]
  if (callEndingStages.includes(to)) statements.push(...callCancelStatements(db, move))
  if (message) {
    statements.push(
      ...applicationMessageStatements(db, { applicationId, author: by, now, ...message }),
      db
        .prepare(
          `UPDATE application_moves SET entry_id =
             (SELECT id FROM application_entries WHERE dedupe_key = ?)
           WHERE id = (SELECT MAX(id) FROM application_moves WHERE application_id = ?)`,
        )
        .bind(message.dedupeKey, applicationId),
    )
  }
  try {
    await db.batch(statements)
  } catch (error) {
    if (String(error).includes('NOT NULL constraint failed: application_moves.to_stage'))
      throw new StageMoved()
    throw error
  }
}
