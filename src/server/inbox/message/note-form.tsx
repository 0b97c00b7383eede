import { inboxWorkflowContent } from '../content/workflow'
import { maxNoteLength } from './text-limits'

const text = inboxWorkflowContent.notes

/** The internal note's form: plain text for the staff, kept in the message's history. */
export function NoteForm({ action }: { action: string }) {
  return (
    <section aria-labelledby="note-heading" className="mt-8">
      <h2 id="note-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <form method="post" action={action} className="grid max-w-2xl gap-2">
        <label htmlFor="note" className="text-sm font-semibold text-ink">
          {text.label}
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
            <span className="i-lucide-sticky-note h-4 w-4" aria-hidden="true" />
            {text.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
