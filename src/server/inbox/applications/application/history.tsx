import { applicationStageLabels } from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { When } from '../../views/parts'
import type { ApplicationRecord } from './application-queries'

const text = inboxApplicationsContent.application

/** Applied, each move (who, from, to, with a message or not) and each note, oldest first. */
export function ApplicationHistory({ application, moves, notes }: ApplicationRecord) {
  const entries = [
    ...moves.map((move) => ({ at: move.moved_at, move, note: null })),
    ...notes.map((note) => ({ at: note.written_at, move: null, note })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-bold text-ink">
        {text.history}
      </h2>
      <ol className="grid gap-2 text-sm text-ink-soft">
        <li>
          {`${inboxApplicationsContent.applied}: `}
          <When at={application.created_at} />
        </li>
        {entries.map(({ move, note }) =>
          move ? (
            <li key={`move-${move.id}`}>
              <bdi>
                {text.moved(
                  applicationStageLabels[move.from_stage],
                  applicationStageLabels[move.to_stage],
                  move.moved_by,
                )}
              </bdi>
              {move.entry_id !== null && ` (${text.withMessage})`}
              {': '}
              <When at={move.moved_at} />
            </li>
          ) : (
            <li
              key={`note-${note.id}`}
              className="rounded-lg border border-amber-200 bg-amber-50 p-3"
            >
              <bdi>{text.noteBy(note.author)}</bdi>
              {': '}
              <When at={note.written_at} />
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{note.body}</p>
            </li>
          ),
        )}
      </ol>
    </section>
  )
}
