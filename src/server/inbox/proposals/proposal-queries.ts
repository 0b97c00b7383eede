// The proposal requests' room in SQL (migrations/0019 `proposal_requests`, 0023 its moves and
// notes): counts per stage, the list, one request with its history, a move conditional on the
// stage its mover saw, a note.
import type { Offering } from '../../../shared/proposal/fields'
import { type ProposalStage, proposalStages } from './stages'

/** A request as the list shows it. */
export type ProposalRow = {
  id: string
  offering: Offering
  company: string
  name: string
  email: string
  stage: ProposalStage
  created_at: string
  confirmed_at: string | null
}

/** A request as its page shows it: everything that was sent. */
export type ProposalDetail = ProposalRow & {
  team_size: string
  topics: string
  timeline: string
  format: string
  budget: string
  message: string
}

export type ProposalMove = {
  id: number
  from_stage: ProposalStage
  to_stage: ProposalStage
  moved_by: string
  moved_at: string
}

export type ProposalNote = { id: number; note: string; written_by: string; written_at: string }

/** How many requests stand at each stage. */
export async function stageCounts(db: D1Database): Promise<Record<ProposalStage, number>> {
  const { results } = await db
    .prepare('SELECT stage, COUNT(*) AS requests FROM proposal_requests GROUP BY stage')
    .all<{ stage: ProposalStage; requests: number }>()
  const counts = Object.fromEntries(proposalStages.map((stage) => [stage, 0]))
  for (const row of results) counts[row.stage] = row.requests
  return counts as Record<ProposalStage, number>
}

/** The newest requests, at one stage or at any; at most `limit`. */
export async function listProposals(db: D1Database, stage: ProposalStage | null, limit = 200) {
  const { results } = await db
    .prepare(
      `SELECT id, offering, company, name, email, stage, created_at, confirmed_at
       FROM proposal_requests WHERE ?1 IS NULL OR stage = ?1
       ORDER BY created_at DESC, id LIMIT ?2`,
    )
    .bind(stage, limit)
    .all<ProposalRow>()
  return results
}

/** One request, its moves and its notes, oldest first; null when there is none. */
export async function proposalWithHistory(db: D1Database, id: string) {
  const [request, moves, notes] = await db.batch([
    db.prepare('SELECT * FROM proposal_requests WHERE id = ?').bind(id),
    db
      .prepare(
        'SELECT id, from_stage, to_stage, moved_by, moved_at FROM proposal_moves WHERE proposal_id = ? ORDER BY id',
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, note, written_by, written_at FROM proposal_notes WHERE proposal_id = ? ORDER BY id',
      )
      .bind(id),
  ])
  const detail = request?.results[0] as ProposalDetail | undefined
  if (!detail) return null
  return {
    request: detail,
    moves: (moves?.results ?? []) as ProposalMove[],
    notes: (notes?.results ?? []) as ProposalNote[],
  }
}

/** Thrown when the move changed nothing: not at the stage seen any more, or the form was sent before. */
export class ProposalMoved extends Error {}

/**
 * Moves a request from the stage its mover saw to another, with the move in its history, in one
 * transaction. The move's row first: its `to_stage` is read from the request at the stage seen
 * and while no move holds the form's one-time key, so when it has moved meanwhile (of two staff
 * moving it at once, the second), or the form was sent before (even if the request came back to
 * that stage since), the row is NULL there, the NOT NULL constraint fails, and the batch is
 * rolled back: ProposalMoved. The conditional UPDATE then always finds it.
 */
export async function moveProposal(
  db: D1Database,
  move: { id: string; seen: ProposalStage; to: ProposalStage; by: string; key: string },
): Promise<void> {
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO proposal_moves (proposal_id, from_stage, to_stage, moved_by, form_key)
           VALUES (?1, ?2, (SELECT ?3 FROM proposal_requests WHERE id = ?1 AND stage = ?2
             AND NOT EXISTS (SELECT 1 FROM proposal_moves WHERE form_key = ?5)), ?4, ?5)`,
        )
        .bind(move.id, move.seen, move.to, move.by, move.key),
      db
        .prepare('UPDATE proposal_requests SET stage = ?3 WHERE id = ?1 AND stage = ?2')
        .bind(move.id, move.seen, move.to),
    ])
  } catch (error) {
    if (String(error).includes('NOT NULL constraint failed: proposal_moves.to_stage'))
      throw new ProposalMoved()
    throw error
  }
}

/**
 * Whether this form's move was made already: its one-time key on a move of this request, between
 * the same stages, by the same member of staff (the key alone, copied into another form, is not it).
 */
export async function proposalMoveMade(
  db: D1Database,
  move: { id: string; seen: ProposalStage; to: ProposalStage; by: string; key: string },
) {
  const made = await db
    .prepare(
      `SELECT 1 FROM proposal_moves WHERE form_key = ? AND proposal_id = ?
         AND from_stage = ? AND to_stage = ? AND moved_by = ?`,
    )
    .bind(move.key, move.id, move.seen, move.to, move.by)
    .first()
  return made !== null
}

/** Adds a note; false when there is no such request (nothing is written then). */
export async function addProposalNote(db: D1Database, id: string, note: string, by: string) {
  const { meta } = await db
    .prepare(
      `INSERT INTO proposal_notes (proposal_id, note, written_by)
       SELECT id, ?, ? FROM proposal_requests WHERE id = ?`,
    )
    .bind(note, by, id)
    .run()
  return meta.changes > 0
}
