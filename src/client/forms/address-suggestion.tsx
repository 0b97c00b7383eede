import { hasWholeDomain, keptAddressField } from '../../shared/contact-fields'
import { addressText } from '../../shared/content/address-check'
import type { useAddressCheck } from './use-address-check'

const { question, use, keep } = addressText.suggestion

/**
 * "Did you mean jo@gmail.com?" under the email field, announced politely (a status), never an error: with
 * JavaScript a button puts the suggestion in the field; either way, sending again as it is keeps
 * the address (a hidden field tells a post without JavaScript that the visitor was asked). A
 * domain without a dot cannot be kept, so it is not offered. After a post without JavaScript that
 * the page answers by asking, it takes focus as the page loads.
 */
export function AddressSuggestionPanel({
  check,
  hydrated,
}: {
  check: ReturnType<typeof useAddressCheck>
  hydrated: boolean
}) {
  const { suggestion, panelRef, askedOnLoad, use: onUse } = check
  return (
    <div role="status" className="empty:hidden">
      {suggestion && (
        <div
          ref={panelRef}
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: a post answered by asking leads with the question
          autoFocus={askedOnLoad}
          className="focusable rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-ink"
        >
          <p className="break-words font-semibold">{question(suggestion.suggested)}</p>
          {hydrated && (
            <button
              type="button"
              onClick={onUse}
              className="focusable mt-2 max-w-full break-words rounded-lg border border-brand-700 bg-white px-4 py-2 text-left font-semibold text-brand-700 hover:bg-brand-50"
            >
              {use(suggestion.suggested)}
            </button>
          )}
          {hasWholeDomain(suggestion.typed) && (
            <p className="mt-2 break-words text-sm text-ink-soft">{keep(suggestion.typed)}</p>
          )}
          <input type="hidden" name={keptAddressField} value={suggestion.typed} />
        </div>
      )}
    </div>
  )
}
