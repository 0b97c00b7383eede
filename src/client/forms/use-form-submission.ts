import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FieldErrors, FormOutcome } from '../../shared/form-outcome'
import { type Submission, submitForm } from './submit'
import { fieldId } from './text-field'

type Answer = Parameters<typeof submitForm>[0] extends () => Promise<infer A> ? A : never

/** Empties the visitor's fields; reset() would restore a refused post's values instead. */
function emptyFields(form: HTMLFormElement, fields: readonly string[]) {
  for (const field of fields) {
    const element = form.elements.namedItem(field)
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.value = ''
    }
  }
}

/**
 * A form island's submission state, shared by every form: sends through the typed client, empties
 * the fields on success, marks what the worker refused, and then moves focus where the visitor
 * acts next (the failure summary, whose links lead to each refused field; the button keeps it on
 * success).
 * `announce` runs first, once React has painted the outcome (the contact form's alerts).
 */
export function useFormSubmission<Field extends string>({
  form,
  fields,
  initial,
  send,
  announce,
  holds,
}: {
  form: string
  fields: readonly Field[]
  initial: { outcome?: FormOutcome; errors?: FieldErrors<Field> } | undefined
  send: (form: HTMLFormElement) => Promise<Answer>
  announce?: (outcome: FormOutcome) => void
  /** Asked first: true keeps the form from sending this time (it asked about the address). */
  holds?: (form: HTMLFormElement) => Promise<boolean>
}) {
  const [errors, setErrors] = useState<FieldErrors<Field>>(initial?.errors ?? {})
  const [outcome, setOutcome] = useState<{ kind: FormOutcome; attempt: number } | null>(
    initial?.outcome ? { kind: initial.outcome, attempt: 0 } : null,
  )
  const [sending, setSending] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const inFlight = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const announcer = useRef(announce)
  announcer.current = announce

  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    if (!outcome || outcome.attempt === 0) return
    announcer.current?.(outcome.kind)
    // A refusal focuses the error summary, as the page answering a post without JavaScript does
    // (GOV.UK): it is read first, and each refused field is one link away. The page's
    // scroll-padding keeps it clear of the sticky header.
    if (outcome.kind !== 'sent') summaryRef.current?.focus()
  }, [outcome])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const element = event.currentTarget
    if (await holds?.(element)) {
      inFlight.current = false
      return
    }
    setSending(true)
    const result: Submission<Field> = await submitForm(() => send(element), fields)
    if (result.outcome === 'sent') emptyFields(element, fields)
    setErrors(result.errors)
    setOutcome((last) => ({ kind: result.outcome, attempt: (last?.attempt ?? 0) + 1 }))
    setSending(false)
    inFlight.current = false
  }

  const refused = fields.flatMap((field) => {
    const message = errors[field]
    return message ? [{ id: fieldId(form, field), message }] : []
  })
  return {
    errors,
    refused,
    /** The outcome to show: none while a submission is on its way. */
    shown: sending ? undefined : outcome?.kind,
    attempt: outcome?.attempt,
    focusOnLoad: outcome?.attempt === 0,
    sending,
    hydrated,
    summaryRef,
    onSubmit,
  }
}
