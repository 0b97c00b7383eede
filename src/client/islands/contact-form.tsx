import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContactFieldErrors } from '../../shared/contact'
import { type ContactField, contactFields, honeypotField } from '../../shared/contact-fields'
import type { ContactFormProps, ContactOutcome } from '../../shared/contact-form'
import { ContactFieldInput, fieldId } from '../contact-field'
import { FailureSummary, SentNotice } from '../contact-outcome'
import { submitContactForm } from '../contact-submit'
import { TurnstileWidget } from '../turnstile-widget'

/** Empties the visitor's fields (spec §4); reset() would restore a refused post's values. */
function emptyFields(form: HTMLFormElement) {
  for (const field of contactFields) {
    const element = form.elements.namedItem(field)
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.value = ''
    }
  }
}

/**
 * The contact form (spec §3–§5). With JavaScript it sends through the typed client: on success the
 * fields empty and an alert says so; on failure an error text stays, an alert says so and every
 * field keeps its content, with each field the worker refused marked and the first one focused.
 * Without JavaScript it is a plain form post to the contact page, answered with the same form.
 */
export function ContactForm({
  text,
  apiBase,
  action,
  turnstileSiteKey,
  initial,
}: ContactFormProps) {
  const [errors, setErrors] = useState<ContactFieldErrors>(initial?.errors ?? {})
  const [outcome, setOutcome] = useState<{ kind: ContactOutcome; attempt: number } | null>(
    initial ? { kind: initial.outcome, attempt: 0 } : null,
  )
  const [sending, setSending] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const inFlight = useRef(false)
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => setHydrated(true), [])

  // After React has painted the outcome: the alert (so it never shows over stale fields), then
  // focus where the visitor acts next. The button keeps focus after a success.
  useEffect(() => {
    if (!outcome || outcome.attempt === 0) return
    window.alert(outcome.kind === 'sent' ? text.sent : text.failed)
    if (outcome.kind === 'sent') return
    const firstRefused = contactFields.find((field) => errors[field])
    if (firstRefused) document.getElementById(fieldId(firstRefused))?.focus()
    else summary.current?.focus()
  }, [outcome, errors, text])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    const form = event.currentTarget
    const { outcome: kind, errors: refused } = await submitContactForm(apiBase, form)
    if (kind === 'sent') emptyFields(form)
    setErrors(refused)
    setOutcome((last) => ({ kind, attempt: (last?.attempt ?? 0) + 1 }))
    setSending(false)
    inFlight.current = false
  }

  const labels: Record<ContactField, string> = {
    name: text.nameLabel,
    email: text.emailLabel,
    message: text.messageLabel,
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="relative grid gap-5"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <FailureSummary
        outcome={sending ? undefined : outcome?.kind}
        errors={errors}
        text={text}
        focusOnLoad={outcome?.attempt === 0}
        summaryRef={summary}
      />
      {contactFields.map((field) => (
        <ContactFieldInput
          key={field}
          field={field}
          label={labels[field]}
          defaultValue={initial?.values?.[field] ?? ''}
          error={errors[field]}
        />
      ))}
      {/* People never see or reach this field; simple bots fill in every field they find. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">{text.honeypotLabel}</label>
        <input
          id="contact-website"
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {turnstileSiteKey && (
        <TurnstileWidget siteKey={turnstileSiteKey} resetKey={outcome?.attempt} />
      )}
      <div className="flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled: a disabled button would drop the visitor's focus. */}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="focusable inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {sending ? text.sending : text.submit}
          <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
        </button>
        <SentNotice shown={outcome?.kind === 'sent' && !sending} text={text.sent} />
      </div>
    </form>
  )
}
