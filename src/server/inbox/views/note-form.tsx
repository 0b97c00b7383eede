import { maxNoteLength } from '../message/text-limits'

/** What a room's note form says: its heading, the field's label, the button. */
export type NoteFormWords = { heading: string; label: string; submit: string }

type NoteFormProps = {
  /** Where the note is posted: the page's own `…/note`. */
  action: string
  words: NoteFormWords
  /** A one-time key posted with the note, where the room keeps a note posted twice only once. */
  oneTimeKey?: boolean
  /** The sticky-note icon before the button's words. */
  icon?: boolean
  /** In a page's column (the application's): closer under what is above it, as wide as the column. */
  inColumn?: boolean
}

/** The internal note's form: plain text for the staff, kept in the history above it. */
export function NoteForm({ action, words, icon = true, ...options }: NoteFormProps) {
  return (
    <section aria-labelledby="note-heading" className={options.inColumn ? 'mt-6' : 'mt-8'}>
      <h2 id="note-heading" className="mb-3 text-lg font-bold text-ink">
        {words.heading}
      </h2>
      <form
        method="post"
        action={action}
        className={options.inColumn ? 'grid gap-2' : 'grid max-w-2xl gap-2'}
      >
        {options.oneTimeKey && <input type="hidden" name="key" value={crypto.randomUUID()} />}
        <label htmlFor="note" className="text-sm font-semibold text-ink">
          {words.label}
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
            {icon && <span className="i-lucide-sticky-note h-4 w-4" aria-hidden="true" />}
            {words.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
