import type { FormEvent, ReactNode } from 'react'
import type { FormText } from '../../shared/content/form-text'
import { FailureSummary } from './outcome'
import type { useFormSubmission } from './use-form-submission'

/**
 * A form island's <form>: a plain post to `action` until hydrated (and without JavaScript), sent
 * through the typed client once hydrated, led by the failure summary.
 */
export function IslandForm({
  action,
  submission,
  text,
  gap,
  handlers,
  children,
}: {
  action: string
  submission: ReturnType<typeof useFormSubmission<string>>
  text: FormText
  gap: 'gap-4' | 'gap-5'
  /** What the form does as the visitor types and moves on (the address check). */
  handlers: Record<'onFocus' | 'onInput' | 'onBlur', (event: FormEvent<HTMLFormElement>) => void>
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action={action}
      onSubmit={submission.onSubmit}
      {...handlers}
      className={`relative grid ${gap}`}
      data-hydrated={submission.hydrated ? 'true' : undefined}
    >
      <FailureSummary
        outcome={submission.shown}
        refused={submission.refused}
        text={text}
        focusOnLoad={submission.focusOnLoad}
        summaryRef={submission.summaryRef}
      />
      {children}
    </form>
  )
}
