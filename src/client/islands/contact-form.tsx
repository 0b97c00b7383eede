import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContactFieldErrors } from '../../shared/contact'
import { type ContactField, contactFields, honeypotField } from '../../shared/contact-fields'
import type { ContactFormText } from '../../shared/content/types'
import { sendContactMessage } from '../api'
import { ContactFieldInput } from '../contact-field'
import { FailureAlert, SentNotice } from '../contact-outcome'
import { payloadOf } from '../contact-payload'
import { TurnstileWidget } from '../turnstile-widget'

type Values = Record<ContactField, string>

/**
 * What the last submission came to: sent, failed, failed because this address sent too many, or
 * (no-JavaScript path) refused field by field.
 */
export type ContactOutcome = 'sent' | 'failed' | 'limited' | 'invalid'

export type ContactFormProps = {
  text: ContactFormText
  /** Origin of the API ('' for this site), also where the form posts when JavaScript is off. */
  apiBase: string
  /** Cloudflare Turnstile's site key, when the site uses Turnstile. */
  turnstileSiteKey?: string
  /** Set when the server renders the result of a form post made without JavaScript. */
  initial?: { outcome: ContactOutcome; values?: Values; errors?: ContactFieldErrors }
}

/**
 * The contact form (spec §3–§5). With JavaScript it sends through the typed client: on success the
 * fields empty and an alert says so; on failure an error text stays, an alert says so and every
 * field keeps its content. Without JavaScript it is a plain form post to the same endpoint.
 */
export function ContactForm({ text, apiBase, turnstileSiteKey, initial }: ContactFormProps) {
  const [errors, setErrors] = useState<ContactFieldErrors>(initial?.errors ?? {})
  const [outcome, setOutcome] = useState<{ kind: ContactOutcome; attempt: number } | null>(
    initial ? { kind: initial.outcome, attempt: 0 } : null,
  )
  const [sending, setSending] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const inFlight = useRef(false)

  useEffect(() => setHydrated(true), [])

  // The alert comes after React has painted the outcome, so it never shows over stale fields.
  useEffect(() => {
    if (!outcome || outcome.attempt === 0) return
    if (outcome.kind === 'sent') window.alert(text.sent)
    if (outcome.kind === 'failed' || outcome.kind === 'limited') window.alert(text.failed)
  }, [outcome, text])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    const form = event.currentTarget
    let kind: ContactOutcome = 'failed'
    try {
      const response = await sendContactMessage(apiBase, payloadOf(form))
      // 429 comes from the rate-limit middleware, which the route's typed statuses do not list.
      const status: number = response.status
      if (response.ok) kind = 'sent'
      else if (status === 429) kind = 'limited'
    } catch {
      kind = 'failed' // a network error takes the failure path too (spec §8)
    }
    if (kind === 'sent') {
      for (const field of contactFields) {
        const element = form.elements.namedItem(field)
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
          element.value = ''
        }
      }
      setErrors({})
    }
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
      action={`${apiBase}/api/contact/send`}
      onSubmit={submit}
      className="relative grid gap-5"
      data-hydrated={hydrated ? 'true' : undefined}
    >
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
        <button
          type="submit"
          disabled={sending}
          className="focusable inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? text.sending : text.submit}
          <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
        </button>
        <SentNotice shown={outcome?.kind === 'sent' && !sending} text={text.sent} />
      </div>
      <FailureAlert kind={sending ? undefined : outcome?.kind} text={text} />
    </form>
  )
}
