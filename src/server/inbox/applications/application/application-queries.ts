// One application as its page shows it: what the applicant sent, its moves between stages, its
// notes and its conversation, read in one round trip (each statement on its application's index).
import type { Background, Financing, HeardFrom } from '../../../../shared/application-fields'
import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'

export type Application = {
  id: string
  cohort: string
  name: string
  email: string
  time_zone: string
  background: Background
  background_detail: string
  goals: string
  heard_from: HeardFrom
  financing: Financing
  stage: ApplicationStage
  created_at: string
  confirmed_at: string | null
}

export type Move = {
  id: number
  from_stage: ApplicationStage
  to_stage: ApplicationStage
  moved_by: string
  moved_at: string
  entry_id: number | null
}

export type ApplicationNote = { id: number; body: string; author: string; written_at: string }

export type Entry = {
  id: number
  kind: 'message' | 'answer'
  subject: string
  body: string
  author: string
  written_at: string
}

export type ApplicationRecord = {
  application: Application
  moves: Move[]
  notes: ApplicationNote[]
  entries: Entry[]
}

/** The application and everything its page shows, or null when there is none. */
export async function applicationRecord(
  db: D1Database,
  id: string,
): Promise<ApplicationRecord | null> {
  const [application, moves, notes, entries] = await db.batch([
    db.prepare('SELECT * FROM applications WHERE id = ?').bind(id),
    db
      .prepare(
        `SELECT id, from_stage, to_stage, moved_by, moved_at, entry_id FROM application_moves
         WHERE application_id = ? ORDER BY id`,
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, body, author, written_at FROM application_notes WHERE application_id = ? ORDER BY id',
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, kind, subject, body, author, written_at FROM application_entries
         WHERE application_id = ? ORDER BY id`,
      )
      .bind(id),
  ])
  const found = application?.results[0] as Application | undefined
  if (!found) return null
  return {
    application: found,
    moves: (moves?.results ?? []) as Move[],
    notes: (notes?.results ?? []) as ApplicationNote[],
    entries: (entries?.results ?? []) as Entry[],
  }
}
