import { answerGuardsContent } from '../../content/answer-guards'
import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'
import { When } from '../views/parts'
import type { Message, StateChange } from './message-queries'
import type { Note } from './notes'

const text = inboxContent.message
const workflow = inboxWorkflowContent

type HistoryProps = { message: Message; history: StateChange[]; notes: Note[] }

/** Who changed the state: a member of staff, or a visitor's answer (never in staff's words). */
const changeLine = (change: StateChange) =>
  change.answer_from === null
    ? text.markedBy(inboxContent.states[change.state], change.changed_by)
    : answerGuardsContent.history.reopenedBy(change.answer_from, change.answer_mismatch === 0)

/** Arrival, each change of state and each internal note, oldest first, each with who and when. */
export function History({ message, history, notes }: HistoryProps) {
  const entries = [
    ...history.map((change) => ({ at: change.changed_at, change, note: null })),
    ...notes.map((note) => ({ at: note.written_at, change: null, note })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-bold text-ink">
        {text.history}
      </h2>
      <ol className="grid gap-2 text-sm text-ink-soft">
        <li>
          {`${text.arrived}: `}
          <When at={message.received_at} />
        </li>
        {entries.map(({ at, change, note }) =>
          change ? (
            <li key={`state-${at}-${change.state}`}>
              <bdi>{changeLine(change)}</bdi>
              {': '}
              <When at={change.changed_at} />
            </li>
          ) : (
            <li
              key={`note-${at}-${note.written_by}`}
              className="rounded-lg border border-amber-200 bg-amber-50 p-3"
            >
              <bdi>{workflow.notes.noteBy(note.written_by)}</bdi>
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
