import { type About, type AboutOffering, aboutChoices } from '../../../shared/contact-about'
import { inboxContent } from '../content/inbox'

const text = inboxContent.about

/**
 * The topic filter as links (no JavaScript needed), each keeping the state filter and the search:
 * every topic, a general question, or one offering. The current one is marked.
 */
export function AboutFilter({
  about,
  hrefFor,
}: {
  about: About | null
  hrefFor: (about: About | null) => string
}) {
  const choices = [null, ...aboutChoices] as const
  return (
    <nav aria-label={text.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const current = choice === about
          return (
            <li key={choice ?? 'any'}>
              <a
                href={hrefFor(choice)}
                aria-current={current ? 'page' : undefined}
                className={`focusable inline-flex items-center rounded-md border px-3 py-1 text-sm font-medium ${
                  current
                    ? 'border-ink bg-ink text-white'
                    : 'border-slate-300 bg-white text-ink-soft hover:bg-slate-100'
                }`}
              >
                {choice ? text.names[choice] : text.any}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Which offering a message is about, as a small pill; nothing for a general question. */
export function AboutBadge({ about }: { about: AboutOffering | null }) {
  if (!about) return null
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-inset ring-slate-300">
      <span className="i-lucide-tag h-3 w-3" aria-hidden="true" />
      {text.names[about]}
    </span>
  )
}
