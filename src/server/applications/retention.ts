// Retention of applications (docs/architecture.md, "The applicant's page"): a withdrawn or
// declined application is deleted once it has stood so for the period (default 180 days), counted
// from its latest move into that stage (from its arrival when no move was recorded), with
// everything of it by the schema's cascades. An application under consideration, or enrolled, is
// never deleted by the job: it is kept until its applicant or staff erase it.
import { deletionsPerRun, retentionCutoff, retentionDays } from '../contact/retention.ts'

export const defaultApplicationRetentionDays = 180

/** The setting as the job and the privacy notice read it: days, or null (nothing deleted). */
export function applicationRetentionDays(setting: string | undefined): number | null {
  const days = retentionDays('APPLICATION_RETENTION_DAYS', setting, defaultApplicationRetentionDays)
  return days ? days : null
}

/** Deletes the withdrawn and declined applications past the period as of `now`; how many went. */
export async function applyApplicationRetention(
  db: D1Database,
  settings: { APPLICATION_RETENTION_DAYS?: string },
  now: Date,
): Promise<number> {
  const days = applicationRetentionDays(settings.APPLICATION_RETENTION_DAYS)
  if (days === null) return 0
  // `created_at < ?1` first: the partial index of 0020 holds just these stages, oldest first.
  const deleted = await db
    .prepare(
      `DELETE FROM applications WHERE id IN (
         SELECT id FROM applications
         WHERE stage IN ('withdrawn', 'declined') AND created_at < ?1
           AND COALESCE((SELECT MAX(moved_at) FROM application_moves
             WHERE application_moves.application_id = applications.id
               AND application_moves.to_stage = applications.stage), created_at) < ?1
         ORDER BY created_at LIMIT ?2)
       RETURNING id`,
    )
    .bind(retentionCutoff(now, days), deletionsPerRun)
    .all()
  return deleted.results.length
}
