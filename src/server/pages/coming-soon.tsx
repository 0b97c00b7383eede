import type { ComingSoonContent } from '../../shared/content/types'

/** Corporate (/corporate) and Technical (/technical): only a heading, as the spec asks. */
export function ComingSoonPage({ content }: { content: ComingSoonContent }) {
  return (
    <div className="container flex min-h-[45vh] items-center justify-center py-20">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">
        {content.heading}
      </h1>
    </div>
  )
}
