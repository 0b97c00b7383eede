// What the applicant's page shows, read in one batch: the application, its live booking (the
// slot joined, cancelled_at IS NULL), and its conversation, oldest first.
import type { ApplicationStage } from '../../content/application-page'

export type ApplicantView = {
  cohort: string
  stage: ApplicationStage
  confirmed: boolean
  timeZone: string
  call: { startsAt: string; minutes: number; timeZone: string } | null
  entries: { kind: 'message' | 'answer'; subject: string; body: string; writtenAt: string }[]
}

type ApplicationRow = {
  cohort: string
  stage: ApplicationStage
  confirmed_at: string | null
  time_zone: string
}
type CallRow = { starts_at: string; minutes: number; time_zone: string }
type EntryRow = { kind: 'message' | 'answer'; subject: string; body: string; written_at: string }

/** The application as its page shows it, or null when there is none (erased). */
export async function readApplicantView(db: D1Database, id: string): Promise<ApplicantView | null> {
  const [application, call, entries] = await db.batch<Record<string, unknown>>([
    db
      .prepare('SELECT cohort, stage, confirmed_at, time_zone FROM applications WHERE id = ?')
      .bind(id),
    db
      .prepare(
        `SELECT call_slots.starts_at, call_slots.minutes, call_slots.time_zone
         FROM call_bookings JOIN call_slots ON call_slots.id = call_bookings.slot_id
         WHERE call_bookings.application_id = ? AND call_bookings.cancelled_at IS NULL`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT kind, subject, body, written_at FROM application_entries
         WHERE application_id = ? ORDER BY written_at, id`,
      )
      .bind(id),
  ])
  const row = application?.results[0] as ApplicationRow | undefined
  if (!row) return null
  const booked = call?.results[0] as CallRow | undefined
  return {
    cohort: row.cohort,
    stage: row.stage,
    confirmed: row.confirmed_at !== null,
    timeZone: row.time_zone,
    call: booked
      ? { startsAt: booked.starts_at, minutes: booked.minutes, timeZone: booked.time_zone }
      : null,
    entries: ((entries?.results ?? []) as EntryRow[]).map((entry) => ({
      kind: entry.kind,
      subject: entry.subject,
      body: entry.body,
      writtenAt: entry.written_at,
    })),
  }
}
