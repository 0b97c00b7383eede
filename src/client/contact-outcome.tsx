import type { RefObject } from 'react'
import type { ContactFieldErrors } from '../shared/contact'
import { contactFields } from '../shared/contact-fields'
import type { ContactOutcome } from '../shared/contact-form'
import type { ContactFormText } from '../shared/content/types'
import { fieldId } from './contact-field'

/** "Message sent successfully!" beside the button, announced politely to screen readers. */
export function SentNotice({ shown, text }: { shown: boolean; text: string }) {
  return (
    <div aria-live="polite" className="min-h-6">
      {shown && (
        <p className="flex items-center gap-2 font-medium text-green-800">
          <span className="i-lucide-circle-check h-5 w-5" aria-hidden="true" />
          {text}
        </p>
      )}
    </div>
  )
}

/**
 * The error text of spec §8, kept above the form and announced (role="alert"), as an error summary
 * (the GOV.UK pattern): each refused field is a link to it; a refusal of the whole message says
 * why. After a post made without JavaScript the summary takes focus as the page loads.
 */
export function FailureSummary({
  outcome,
  errors,
  text,
  focusOnLoad,
  summaryRef,
}: {
  outcome: ContactOutcome | undefined
  errors: ContactFieldErrors
  text: ContactFormText
  focusOnLoad: boolean
  summaryRef: RefObject<HTMLDivElement | null>
}) {
  const failed = outcome !== undefined && outcome !== 'sent'
  const refused = contactFields.filter((field) => errors[field])
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
            <span className="i-lucide-circle-alert h-5 w-5 shrink-0" aria-hidden="true" />
            {text.failed}
          </p>
          {outcome !== 'invalid' && outcome !== 'failed' && (
            <p className="mt-1 pl-7 text-sm">{text.refusals[outcome]}</p>
          )}
          {refused.length > 0 && (
            <div className="mt-1 pl-7 text-sm">
              <p>{text.fixFields}</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.map((field) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`} className="focusable font-medium underline">
                      {errors[field]}
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
