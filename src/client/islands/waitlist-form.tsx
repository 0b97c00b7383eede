import { contactLimits, honeypotField } from '../../shared/contact-fields'
import { type WaitlistFormProps, waitlistFields } from '../../shared/waitlist-fields'
import { joinWaitlist } from '../api'
import { AddressSuggestionPanel } from '../forms/address-suggestion'
import { IslandForm } from '../forms/island-form'
import { SubmitAndOutcome } from '../forms/submit-and-outcome'
import { TextField } from '../forms/text-field'
import { useAddressCheck } from '../forms/use-address-check'
import { useFormSubmission } from '../forms/use-form-submission'

/** What the form holds now, as the typed client sends it (the honeypot only when set). */
function signupOf(form: HTMLFormElement, offering: WaitlistFormProps['offering']) {
  const data = new FormData(form)
  const text = (field: string) => {
    const value = data.get(field)
    return typeof value === 'string' ? value : ''
  }
  const trap = text(honeypotField)
  return { offering, email: text('email'), ...(trap && { [honeypotField]: trap }) }
}

/**
 * "Tell me when it opens" under a Coming Soon heading: an address and a consent sentence. The
 * contact form's machinery (typed client, the same guards, a plain form post without JavaScript),
 * with no alerts: the notice and the summary say it all.
 */
export function WaitlistForm({ text, offering, apiBase, action, initial }: WaitlistFormProps) {
  const form = `waitlist-${offering}`
  const address = useAddressCheck(initial)
  const submission = useFormSubmission({
    form,
    fields: waitlistFields,
    initial,
    send: (element) => joinWaitlist(apiBase, signupOf(element, offering)),
    holds: address.holds,
  })
  return (
    <IslandForm
      action={action}
      submission={submission}
      text={text}
      gap="gap-4"
      handlers={address.handlers}
    >
      <TextField
        form={form}
        name="email"
        label={text.emailLabel}
        kind="email"
        maxLength={contactLimits.email.maxLength}
        autoComplete="email"
        defaultValue={initial?.email ?? ''}
        error={submission.errors.email}
      />
      <AddressSuggestionPanel check={address} hydrated={submission.hydrated} />
      <p id={`${form}-consent`} className="text-sm text-ink-muted">
        {text.consent}
      </p>
      <SubmitAndOutcome form={form} text={text} submission={submission} />
    </IslandForm>
  )
}
