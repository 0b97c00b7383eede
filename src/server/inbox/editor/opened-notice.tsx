import { longDate } from '../../components/fact-formats'
import { editorContent as text } from '../content/editor'
import { inboxContent } from '../content/inbox'
import type { OpenedOffering } from './opened-offerings'

/** An offering published as open: the way to draft its waiting list's announcement. */
export function Opened({ opened }: { opened: readonly OpenedOffering[] }) {
  return (
    <section
      aria-labelledby="content-opened"
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <h2 id="content-opened" className="font-bold">
        {text.opened.heading}
      </h2>
      <ul className="mt-2 grid gap-3">
        {opened.map(({ offering, confirmed, firstDate }) => (
          <li key={offering}>
            <p>
              {text.opened.text(
                inboxContent.waitlists.offerings[offering],
                confirmed,
                firstDate && longDate(firstDate),
              )}
            </p>
            <a href={`/inbox/waitlists#list-${offering}`} className="inbox-link text-emerald-900">
              {text.opened.action(inboxContent.waitlists.offerings[offering])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
