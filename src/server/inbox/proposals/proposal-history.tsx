import { proposalsContent as text } from '../content/proposals'
import { Timeline } from '../views/timeline'
import type { ProposalDetail, ProposalMove, ProposalNote } from './proposal-queries'

type HistoryProps = { request: ProposalDetail; moves: ProposalMove[]; notes: ProposalNote[] }

/** Arrival, each move between stages and each note, oldest first, each with who and when. */
export function ProposalHistory({ request, moves, notes }: HistoryProps) {
  return (
    <Timeline
      heading={text.history}
      start={{ label: text.arrived, at: request.created_at }}
      events={moves.map((move) => ({
        at: move.moved_at,
        key: `move-${move.id}`,
        line: text.movedBy(text.stages[move.from_stage], text.stages[move.to_stage], move.moved_by),
      }))}
      notes={notes.map((note) => ({
        at: note.written_at,
        key: `note-${note.id}`,
        by: text.noteBy(note.written_by),
        body: note.note,
      }))}
    />
  )
}
