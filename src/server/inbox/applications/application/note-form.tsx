import { inboxApplicationsContent } from '../../content/applications'
import { maxNoteLength } from '../../message/text-limits'

const text = inboxApplicationsContent.notes

/** The internal note's form, with its one-time key (a second click keeps one note). */
export function ApplicationNoteForm({ action }: { action: string }) {
  return (
    <section aria-labelledby="note-heading" className="mt-6">
      <h2 id="note-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <form method="post" action={action} className="grid gap-2">
        <input type="hidden" name="key" value={crypto.randomUUID()} />
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
