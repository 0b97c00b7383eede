import { inboxApplicationsContent } from '../../content/applications'
import { NoteForm } from '../../views/note-form'

/** The internal note's form, with its one-time key (a second click keeps one note). */
export function ApplicationNoteForm({ action }: { action: string }) {
  return <NoteForm action={action} words={inboxApplicationsContent.notes} oneTimeKey inColumn />
}
