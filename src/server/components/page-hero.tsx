import calendarClock from 'virtual:lucide/calendar-clock'
import type { ReactNode } from 'react'
import { Icon } from '../../client/icon'
import type { NextSteps } from '../../shared/content/types'
import { NextStepLinks } from './next-steps'

type PageHeroProps = {
  title: string
  badge?: string
  intro?: string
  /** The page's next step, as buttons under the introduction: in the first screen at any width. */
  actions?: NextSteps
  children?: ReactNode
  /** Beside the introduction from 1024 px, under it on a narrower screen (the next cohort). */
  aside?: ReactNode
}

/** The top of a page: its one h1, an optional badge above it, an introduction and next steps. */
export function PageHero({ title, badge, intro, actions, children, aside }: PageHeroProps) {
  const text = (
    <>
      {badge && (
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
          <Icon svg={calendarClock} className="h-4 w-4" />
          {badge}
        </p>
      )}
      <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">
        {title}
      </h1>
      {intro && (
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-muted sm:text-xl">{intro}</p>
      )}
      {actions && <NextStepLinks steps={actions} className="mt-8" />}
      {children}
    </>
  )
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      {aside ? (
        <div className="container py-14 md:py-20 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12">
          <div>{text}</div>
          {aside}
        </div>
      ) : (
        <div className="container py-14 md:py-20">{text}</div>
      )}
    </section>
  )
}
