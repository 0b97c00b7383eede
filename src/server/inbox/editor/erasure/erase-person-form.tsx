import { editorContent } from '../../content/editor'

const text = editorContent.erasePerson

/** The overview's way to erase a person: their name, then (erase-person) what names them. */
export function ErasePersonForm() {
  return (
    <section aria-labelledby="content-erase" className="mt-8">
      <h2 id="content-erase" className="text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{text.lead}</p>
      <form
        method="post"
        action="/inbox/content/erase-person"
        className="mt-3 grid max-w-xl gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <div className="grid gap-1.5">
          <label htmlFor="erase-name" className="text-sm font-semibold text-ink">
            {text.label}
          </label>
          <input id="erase-name" name="name" required maxLength={100} className="inbox-input" />
        </div>
        <button type="submit" className="inbox-button">
          {text.find}
        </button>
      </form>
    </section>
  )
}
