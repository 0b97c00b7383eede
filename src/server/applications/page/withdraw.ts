// Withdrawing an application from its page (docs/architecture.md, "The applicant's page"): the
// stage to 'withdrawn', its move recorded as the applicant's, and a live booking cancelled, in one
// batch whose every statement is conditional on the stage the request saw, so a staff member's
// move landing at the same instant makes the whole batch a no-op rather than half of one. A call
// cancelled so is mailed as a cancellation, as when the applicant cancels it.
import { queueCancelledMail } from '../../calls/booking-mail'
import type { ApplicationStage } from '../../content/application-page'

/** The stages an applicant may withdraw from: any still under consideration. */
const withdrawable: readonly ApplicationStage[] = [
  'applied',
  'call-booked',
  'call-held',
  'technical-check',
  'offer',
]

export const canWithdraw = (stage: ApplicationStage) => withdrawable.includes(stage)

/** What a press of Withdraw came to; `cancelledBookings`: the calls it cancelled, to mail. */
export type Withdrawal =
  | { outcome: 'withdrawn'; cancelledBookings: number[] }
  | { outcome: 'closed' | 'gone' }

const seen = 'EXISTS (SELECT 1 FROM applications WHERE id = ?1 AND stage = ?2)'

function withdrawStatements(db: D1Database, id: string, stage: ApplicationStage, at: Date) {
  const now = at.toISOString()
  return [
    db
      .prepare(
        `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
         SELECT id, stage, 'withdrawn', 'applicant', ?3 FROM applications WHERE id = ?1 AND stage = ?2`,
      )
      .bind(id, stage, now),
    db
      .prepare(
        `UPDATE call_bookings SET cancelled_at = ?3, cancelled_by = 'applicant'
         WHERE application_id = ?1 AND cancelled_at IS NULL AND ${seen}
         RETURNING id`,
      )
      .bind(id, stage, now),
    queueCancelledMail(db, id, at),
    db
      .prepare(
        `UPDATE applications SET stage = 'withdrawn' WHERE id = ?1 AND stage = ?2 RETURNING id`,
      )
      .bind(id, stage),
  ]
}

/**
 * Withdraws the application if it still can be. Pressed twice, or after someone else's move, it
 * answers from where the application stands: withdrawn already is 'withdrawn' again.
 */
export async function withdrawApplication(
  db: D1Database,
  id: string,
  now: Date,
): Promise<Withdrawal> {
  // A move by staff between the read and the batch: read again and decide again (twice at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db
      .prepare('SELECT stage FROM applications WHERE id = ?')
      .bind(id)
      .first<{ stage: ApplicationStage }>()
    if (!row) return { outcome: 'gone' }
    if (row.stage === 'withdrawn') return { outcome: 'withdrawn', cancelledBookings: [] }
    if (!canWithdraw(row.stage)) return { outcome: 'closed' }
    const [, cancelled, , withdrawn] = await db.batch<{ id: number }>(
      withdrawStatements(db, id, row.stage, now),
    )
    if ((withdrawn?.results.length ?? 0) > 0)
      return {
        outcome: 'withdrawn',
        cancelledBookings: (cancelled?.results ?? []).map((booking) => booking.id),
      }
  }
  return { outcome: 'closed' }
}
