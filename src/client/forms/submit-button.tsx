import send from 'virtual:lucide/send'
import { Icon } from '../icon'

/**
 * A form's submit button: busy while sending (aria-disabled, not disabled, which would drop the
 * visitor's focus), AAA contrast.
 */
export function SubmitButton({
  sending,
  label,
  busyLabel,
}: {
  sending: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button
      type="submit"
      aria-disabled={sending || undefined}
      className="focusable inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {sending ? busyLabel : label}
      <Icon svg={send} className="h-4 w-4" />
    </button>
  )
}
