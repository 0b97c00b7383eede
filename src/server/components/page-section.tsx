import type { ReactNode } from 'react'

type PageSectionProps = {
  id: string
  heading: string
  lead?: string
  tinted?: boolean
  children: ReactNode
}

/** A titled band of a page: an h2, an optional lead paragraph and the section's body. */
export function PageSection({ id, heading, lead, tinted = false, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-slate-50 py-16' : 'py-16'}>
      <div className="container">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
          {heading}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
