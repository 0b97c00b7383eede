import house from 'virtual:lucide/house'
import { Icon } from '../../client/icon'
import type { ErrorPageContent } from '../../shared/content/page-types'

/** The page for an unknown path (404) and for a failure while rendering (500). */
export function ErrorPage({ content }: { content: ErrorPageContent }) {
  return (
    <div className="container flex min-h-[45vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {content.heading}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{content.text}</p>
      <a
        href="/"
        className="focusable mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Icon svg={house} className="h-4 w-4" />
        {content.homeLink}
      </a>
    </div>
  )
}
