// Withdrawing an application from its page (docs/architecture.md, "The applicant's page"): the
// stage to 'withdrawn', its move recorded as the applicant's, and a live booking cancelled, in one
// batch whose every statement is conditional on the stage the request saw, so a staff member's
// move landing at the same instant makes the whole batch a no-op rather than half of one.
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

/** What a press of Withdraw came to. */
export type Withdrawal = 'withdrawn' | 'closed' | 'gone'

const seen = 'EXISTS (SELECT 1 FROM applications WHERE id = ?1 AND stage = ?2)'

function withdrawStatements(db: D1Database, id: string, stage: ApplicationStage, now: string) {
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
         WHERE application_id = ?1 AND cancelled_at IS NULL AND ${seen}`,
      )
      .bind(id, stage, now),
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
    if (!row) return 'gone'
    if (row.stage === 'withdrawn') return 'withdrawn'
    if (!canWithdraw(row.stage)) return 'closed'
    const results = await db.batch(withdrawStatements(db, id, row.stage, now.toISOString()))
    if ((results.at(-1)?.results.length ?? 0) > 0) return 'withdrawn'
  }
  return 'closed'
}
