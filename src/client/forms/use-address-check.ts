import { type FormEvent, useEffect, useRef, useState } from 'react'
import { hasWholeDomain } from '../../shared/contact-fields'
import { addressText } from '../../shared/content/address-check'
import type { AddressSuggestion } from '../../shared/form-outcome'

/** The form's email field, when the event or the form has one. */
const emailField = (element: EventTarget | HTMLFormElement | null | undefined) => {
  const field = element instanceof HTMLFormElement ? element.elements.namedItem('email') : element
  return field instanceof HTMLInputElement && field.name === 'email' ? field : undefined
}

/**
 * The worker's rule beyond the HTML one, in the browser's own validation (docs/architecture.md,
 * "Addresses"): an address the browser takes but whose domain lacks a dot is marked invalid with
 * the worker's words, so the browser says them and does not send. The HTML rule stays the
 * browser's.
 */
function review(field: HTMLInputElement) {
  const value = field.value.trim()
  const partial = value !== '' && !field.validity.typeMismatch && !hasWholeDomain(value)
  field.setCustomValidity(partial ? addressText.wholeDomain : '')
}

let suggester: Promise<typeof import('../../shared/email-suggestion')> | undefined

/**
 * The suggestion for what the field holds, if its address looks like a slip. The rules and the
 * providers' list (about 1 KB) load once the visitor is in the field: the page's own JavaScript
 * stays within its budget (BENCHMARKS.md), and most visitors type no slip. If they cannot load
 * (the network dropped), there is no suggestion and the form sends as it would without one.
 */
async function suggestionFor(field: HTMLInputElement): Promise<AddressSuggestion | undefined> {
  suggester ??= import('../../shared/email-suggestion')
  const loaded = await suggester.catch(() => undefined)
  if (!loaded) {
    suggester = undefined // the next look tries again
    return undefined
  }
  const typed = field.value.trim()
  const suggested = loaded.suggestAddress(typed)
  return suggested === undefined ? undefined : { typed, suggested }
}

/**
 * "Did you mean …?" with JavaScript: shown when the visitor leaves the email field, or when they
 * send without having seen it (that send waits, once: sending again sends as typed). The button
 * puts the suggestion in the field. Starts from what the page asked without JavaScript, if it did.
 */
export function useAddressCheck(
  initial: { outcome?: unknown; suggestion?: AddressSuggestion } | undefined,
) {
  const [suggestion, setSuggestion] = useState(initial?.suggestion)
  const [asked, setAsked] = useState(0)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (asked > 0) panelRef.current?.focus()
  }, [asked])

  const handlers = {
    onFocus: (event: FormEvent<HTMLFormElement>) => {
      const field = emailField(event.target)
      if (field) void suggestionFor(field)
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const field = emailField(event.target)
      if (!field) return
      review(field)
      if (suggestion && suggestion.typed !== field.value.trim()) setSuggestion(undefined)
    },
    onBlur: async (event: FormEvent<HTMLFormElement>) => {
      const field = emailField(event.target)
      if (field) setSuggestion(await suggestionFor(field))
    },
  }

  /** Whether this send waits: the address breaks the worker's rule, or a suggestion is unseen. */
  async function holds(form: HTMLFormElement): Promise<boolean> {
    const field = emailField(form)
    if (!field) return false
    review(field)
    const found = await suggestionFor(field)
    const valid = field.checkValidity()
    if (valid && (!found || found.typed === suggestion?.typed)) return false
    setSuggestion(found)
    if (valid) setAsked((times) => times + 1)
    else field.reportValidity()
    return true
  }

  function use() {
    const field = emailField(panelRef.current?.closest('form'))
    if (!field || !suggestion) return
    field.value = suggestion.suggested
    review(field)
    setSuggestion(undefined)
    field.focus()
  }

  /** The page answers a post without JavaScript by asking (nothing was sent): it leads with that. */
  const askedOnLoad = initial !== undefined && initial.outcome === undefined
  return { suggestion, handlers, holds, use, panelRef, askedOnLoad }
}
