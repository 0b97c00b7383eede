import circleCheck from 'virtual:lucide/circle-check'
import { Icon } from '../../client/icon'

/**
 * What a visitor without JavaScript sees first after sending (/contact?sent=1): the spec's words
 * 'Message sent successfully!', what happens next, and a way to send another. It takes focus as the
 * page loads, as a refused post's error summary does, so the confirmation is what is heard first
 * and nothing invites a second send of the same message.
 */
export function SentConfirmation({
  sent,
  nextSteps,
  another,
  formId,
}: {
  sent: string
  nextSteps: string
  another: string
  /** The form below, for another message. */
  formId: string
}) {
  return (
    // The hero's own colour, so the confirmation reads as the top of the page, not a band above it.
    <div className="bg-brand-50">
      <div className="container pt-6">
        <div
          id="sent-confirmation"
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: after a send the page leads with its confirmation
          autoFocus
          className="focusable max-w-2xl rounded-2xl border border-green-300 bg-green-50 px-5 py-4 text-green-900 shadow-sm"
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            <Icon svg={circleCheck} className="h-6 w-6 shrink-0" />
            {sent}
          </p>
          <p className="mt-1 pl-8 text-ink">{nextSteps}</p>
          <p className="mt-2 pl-8">
            <a
              href={`#${formId}`}
              className="focusable rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {another}
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}
