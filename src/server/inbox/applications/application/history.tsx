import { applicationStageLabels } from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { Timeline } from '../../views/timeline'
import type { ApplicationRecord } from './application-queries'

const text = inboxApplicationsContent.application

/** Applied, each move (who, from, to, with a message or not) and each note, oldest first. */
export function ApplicationHistory({ application, moves, notes }: ApplicationRecord) {
  return (
    <Timeline
      heading={text.history}
      start={{ label: inboxApplicationsContent.applied, at: application.created_at }}
      events={moves.map((move) => ({
        at: move.moved_at,
        key: `move-${move.id}`,
        line: text.moved(
          applicationStageLabels[move.from_stage],
          applicationStageLabels[move.to_stage],
          move.moved_by,
        ),
        aside: move.entry_id === null ? undefined : ` (${text.withMessage})`,
      }))}
      notes={notes.map((note) => ({
        at: note.written_at,
        key: `note-${note.id}`,
        by: text.noteBy(note.author),
        body: note.body,
      }))}
    />
  )
}
