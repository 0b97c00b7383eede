import { proposalsContent as text } from '../content/proposals'
import { maxNoteLength } from '../message/text-limits'
import { When } from '../views/parts'
import type { ProposalDetail, ProposalMove, ProposalNote } from './proposal-queries'

type HistoryProps = { request: ProposalDetail; moves: ProposalMove[]; notes: ProposalNote[] }

/** Arrival, each move between stages and each note, oldest first, each with who and when. */
export function ProposalHistory({ request, moves, notes }: HistoryProps) {
  const entries = [
    ...moves.map((move) => ({ at: move.moved_at, key: `move-${move.id}`, move, note: null })),
    ...notes.map((note) => ({ at: note.written_at, key: `note-${note.id}`, move: null, note })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-bold text-ink">
        {text.history}
      </h2>
      <ol className="grid gap-2 text-sm text-ink-soft">
        <li>
          {`${text.arrived}: `}
          <When at={request.created_at} />
        </li>
        {entries.map(({ key, move, note }) =>
          move ? (
            <li key={key}>
              <bdi>
                {text.movedBy(
                  text.stages[move.from_stage],
                  text.stages[move.to_stage],
                  move.moved_by,
                )}
              </bdi>
              {': '}
              <When at={move.moved_at} />
            </li>
          ) : (
            <li key={key} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
              <bdi>{text.noteBy(note.written_by)}</bdi>
              {': '}
              <When at={note.written_at} />
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{note.note}</p>
            </li>
          ),
        )}
      </ol>
    </section>
  )
}

/** A note's form: plain text for the staff, kept in the request's history. */
export function ProposalNoteForm({ action }: { action: string }) {
  return (
    <section aria-labelledby="note-heading" className="mt-8">
      <h2 id="note-heading" className="mb-3 text-lg font-bold text-ink">
        {text.notes.heading}
      </h2>
      <form method="post" action={action} className="grid max-w-2xl gap-2">
        <label htmlFor="note" className="text-sm font-semibold text-ink">
          {text.notes.label}
        </label>
        <textarea
          id="note"
          name="note"
          required
          rows={3}
          maxLength={maxNoteLength}
          className="inbox-input"
        />
        <div>
          <button type="submit" className="inbox-button">
            {text.notes.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
