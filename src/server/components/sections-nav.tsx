/** One link of the list: a section's heading id and the link's words. */
export type SectionLink = { id: string; text: string }

/**
 * A long page's sections as links under its hero, so a phone reaches any of them in a tap (the
 * sticky header's room is kept above each heading: `scroll-padding-top`). Plain links, no script;
 * left off paper, where a link leads nowhere.
 */
export function SectionsNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <nav aria-labelledby="on-this-page" className="border-b border-slate-200 print:hidden">
      <div className="container flex flex-wrap items-baseline gap-x-6 gap-y-1 py-3">
        <p id="on-this-page" className="text-sm font-semibold text-ink">
          {label}
        </p>
        <ul className="flex flex-wrap gap-x-5">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="focusable inline-block rounded-sm py-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
