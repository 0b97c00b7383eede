import type { Action, ClosingCall, NextSteps } from '../../shared/content/types'

const button =
  'focusable inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 font-semibold'

/** Each tone's primary and secondary button: on the page's white, or on the brand band. */
const tones = {
  light: {
    primary: `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
    secondary: `${button} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  },
  dark: {
    primary: `${button} bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white`,
    secondary: `${button} border border-white text-white hover:bg-brand-900 focus-visible:outline-white`,
  },
} as const

function ActionLink({ action, className }: { action: Action; className: string }) {
  return (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  )
}

/**
 * A page's next step as buttons: in the hero, so it is in the first screen at any width, and in
 * the band that closes a long page. Plain links in the flow: nothing floats over the content.
 */
export function NextStepLinks({
  steps,
  tone = 'light',
  className = '',
}: {
  steps: NextSteps
  tone?: keyof typeof tones
  className?: string
}) {
  const { primary, secondary } = tones[tone]
  return (
    <p className={`flex flex-wrap gap-3 ${className}`}>
      <ActionLink action={steps.primary} className={primary} />
      {steps.secondary && <ActionLink action={steps.secondary} className={secondary} />}
    </p>
  )
}

/** The end of a long page: one sentence, and the next step again, on the brand colour. */
export function ClosingBand({ call }: { call: ClosingCall }) {
  return (
    <section className="deferred-band bg-brand-800">
      <div className="container flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
        <p className="max-w-2xl text-xl font-semibold text-white">{call.text}</p>
        <NextStepLinks steps={call} tone="dark" className="shrink-0" />
      </div>
    </section>
  )
}
