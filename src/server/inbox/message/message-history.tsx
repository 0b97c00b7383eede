import { answerGuardsContent } from '../../content/answer-guards'
import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'
import { Timeline } from '../views/timeline'
import type { Message, StateChange } from './message-queries'
import type { Note } from './notes'

const text = inboxContent.message

type HistoryProps = { message: Message; history: StateChange[]; notes: Note[] }

/** Who changed the state: a member of staff, or a visitor's answer (never in staff's words). */
const changeLine = (change: StateChange) =>
  change.answer_from === null
    ? text.markedBy(inboxContent.states[change.state], change.changed_by)
    : answerGuardsContent.history.reopenedBy(change.answer_from, change.answer_mismatch === 0)

/** Arrival, each change of state and each internal note, oldest first, each with who and when. */
export function History({ message, history, notes }: HistoryProps) {
  return (
    <Timeline
      heading={text.history}
      start={{ label: text.arrived, at: message.received_at }}
      events={history.map((change) => ({
        at: change.changed_at,
        key: `state-${change.changed_at}-${change.state}`,
        line: changeLine(change),
      }))}
      notes={notes.map((note) => ({
        at: note.written_at,
        key: `note-${note.written_at}-${note.written_by}`,
        by: inboxWorkflowContent.notes.noteBy(note.written_by),
        body: note.note,
      }))}
    />
  )
}
