import type { ContactFormText } from '../shared/content/types'
import type { ContactOutcome } from './islands/contact-form'

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
 * The error text of spec §8, kept on screen and announced at once (role="alert"); after a 429 it
 * also says to wait a minute.
 */
export function FailureAlert({
  kind,
  text,
}: {
  kind: ContactOutcome | undefined
  text: ContactFormText
}) {
  return (
    <div role="alert" className="empty:hidden">
      {kind && kind !== 'sent' && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p className="flex items-center gap-2 font-medium">
            <span className="i-lucide-circle-alert h-5 w-5 shrink-0" aria-hidden="true" />
            {text.failed}
          </p>
          {kind === 'limited' && <p className="mt-1 pl-7 text-sm">{text.rateLimited}</p>}
        </div>
      )}
    </div>
  )
}
