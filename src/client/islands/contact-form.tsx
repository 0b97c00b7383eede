import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContactFieldErrors } from '../../shared/contact'
import {
  type ContactField,
  contactFields,
  contactLimits,
  honeypotField,
  turnstileField,
} from '../../shared/contact-fields'
import type { ContactFormText } from '../../shared/content/types'
import { sendContactMessage } from '../api'
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

const emptyValues: Values = { name: '', email: '', message: '' }

const fieldClass =
  'focusable w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors hover:border-slate-400'

/**
 * The contact form (spec §3–§5). With JavaScript it sends through the typed client: on success the
 * fields empty and an alert says so; on failure an error text stays, an alert says so and every
 * field keeps its content. Without JavaScript it is a plain form post to the same endpoint.
 */
export function ContactForm({ text, apiBase, turnstileSiteKey, initial }: ContactFormProps) {
  const [values, setValues] = useState<Values>(initial?.values ?? emptyValues)
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
    // The honeypot and Turnstile's token are not state: read them as the form holds them.
    const form = new FormData(event.currentTarget)
    const extra = (field: string) => {
      const value = form.get(field)
      return typeof value === 'string' && value ? { [field]: value } : {}
    }
    let kind: ContactOutcome = 'failed'
    try {
      const response = await sendContactMessage(apiBase, {
        ...values,
        ...extra(honeypotField),
        ...extra(turnstileField),
      })
      // 429 comes from the rate-limit middleware, which the route's typed statuses do not list.
      const status: number = response.status
      if (response.ok) kind = 'sent'
      else if (status === 429) kind = 'limited'
    } catch {
      kind = 'failed' // a network error takes the failure path too (spec §8)
    }
    if (kind === 'sent') {
      setValues(emptyValues)
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
  const update = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <form
      method="post"
      action={`${apiBase}/api/contact/send`}
      onSubmit={submit}
      className="relative grid gap-5"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {contactFields.map((field) => {
        const error = errors[field]
        const shared = {
          id: `contact-${field}`,
          name: field,
          required: true,
          maxLength: contactLimits[field].maxLength,
          value: values[field],
          onChange: update(field),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `contact-${field}-error` : undefined,
          className: `${fieldClass} ${error ? 'border-red-700' : 'border-slate-300'}`,
        }
        return (
          <div key={field} className="grid gap-1.5">
            <label htmlFor={shared.id} className="font-semibold text-ink">
              {labels[field]}
            </label>
            {field === 'message' ? (
              <textarea {...shared} rows={contactLimits.message.rows} />
            ) : (
              <input {...shared} type={field === 'email' ? 'email' : 'text'} autoComplete={field} />
            )}
            {error && (
              <p id={`contact-${field}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        )
      })}
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
        <div aria-live="polite" className="min-h-6">
          {outcome?.kind === 'sent' && !sending && (
            <p className="flex items-center gap-2 font-medium text-green-800">
              <span className="i-lucide-circle-check h-5 w-5" aria-hidden="true" />
              {text.sent}
            </p>
          )}
        </div>
      </div>
      <div role="alert" className="empty:hidden">
        {outcome && outcome.kind !== 'sent' && !sending && (
          <p className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            <span className="i-lucide-circle-alert h-5 w-5 shrink-0" aria-hidden="true" />
            {text.failed}
          </p>
        )}
        {outcome?.kind === 'limited' && !sending && (
          <p className="mt-2 text-sm text-red-800">{text.rateLimited}</p>
        )}
      </div>
    </form>
  )
}
