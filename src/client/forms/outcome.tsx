import circleAlert from 'virtual:lucide/circle-alert'
import circleCheck from 'virtual:lucide/circle-check'
import type { RefObject } from 'react'
import type { FormText } from '../../shared/content/form-text'
import type { FormOutcome } from '../../shared/form-outcome'
import { Icon } from '../icon'

/**
 * The success notice beside the button, announced politely to screen readers, with what happens
 * next when the form says it (the contact form's answer time).
 */
export function SentNotice({
  shown,
  text,
  detail,
}: {
  shown: boolean
  text: string
  detail?: string
}) {
  return (
    <div aria-live="polite" className="min-h-6">
      {shown && (
        <>
          <p className="flex items-center gap-2 font-medium text-green-800">
            <Icon svg={circleCheck} className="h-5 w-5 shrink-0" />
            {text}
          </p>
          {detail && <p className="mt-1 pl-7 text-sm text-ink-muted">{detail}</p>}
        </>
      )}
    </div>
  )
}

/** A refused field, as the error summary links to it. */
export type RefusedField = { id: string; message: string }

/**
 * The failure, kept above the form and announced (role="alert"), as an error summary (the GOV.UK
 * pattern): each refused field is a link to it; a refusal of the whole submission says why. After
 * a post made without JavaScript the summary takes focus as the page loads.
 */
export function FailureSummary({
  outcome,
  refused,
  text,
  focusOnLoad,
  summaryRef,
}: {
  outcome: FormOutcome | undefined
  refused: readonly RefusedField[]
  text: FormText
  focusOnLoad: boolean
  summaryRef: RefObject<HTMLDivElement | null>
}) {
  const failed = outcome !== undefined && outcome !== 'sent'
  return (
    <div role="alert" className="empty:hidden">
      {failed && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: a refused post's page leads with its errors (GOV.UK)
          autoFocus={focusOnLoad}
          className="focusable rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon svg={circleAlert} className="h-5 w-5 shrink-0" />
            {text.failed}
          </p>
          {outcome !== 'invalid' && outcome !== 'failed' && (
            <p className="mt-1 pl-7 text-sm">{text.refusals[outcome]}</p>
          )}
          {refused.length > 0 && (
            <div className="mt-1 pl-7 text-sm">
              <p>{text.fixFields}</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.map(({ id, message }) => (
                  <li key={id}>
                    <a href={`#${id}`} className="focusable font-medium underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
