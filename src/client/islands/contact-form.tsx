import { Fragment } from 'react'
import { aboutChoices } from '../../shared/contact-about'
import { type ContactField, contactFields, contactLimits } from '../../shared/contact-fields'
import type { ContactFormProps } from '../../shared/contact-form'
import { sendContactMessage } from '../api'
import { payloadOf } from '../contact-payload'
import { AddressSuggestionPanel } from '../forms/address-suggestion'
import { IslandForm } from '../forms/island-form'
import { SelectField } from '../forms/select-field'
import { SubmitAndOutcome } from '../forms/submit-and-outcome'
import { TextField, type TextFieldProps } from '../forms/text-field'
import { useAddressCheck } from '../forms/use-address-check'
import { useFormSubmission } from '../forms/use-form-submission'

const kinds: Record<ContactField, TextFieldProps['kind']> = {
  name: 'text',
  email: 'email',
  message: 'textarea',
}

/**
 * The contact form (docs/architecture.md, "The contact form"). With JavaScript it sends through the
 * typed client: on success the fields empty and an alert says so; on failure an error text stays,
 * an alert says so and every field keeps its content, with each field the worker refused marked and
 * the first one focused. Without JavaScript it is a plain form post to the contact page, answered
 * with the same form.
 */
export function ContactForm({
  text,
  apiBase,
  action,
  about,
  turnstileSiteKey,
  initial,
}: ContactFormProps) {
  const address = useAddressCheck(initial)
  const submission = useFormSubmission({
    form: 'contact',
    fields: contactFields,
    initial,
    send: (form) => sendContactMessage(apiBase, payloadOf(form)),
    announce: (outcome) => window.alert(outcome === 'sent' ? text.sent : text.failed),
    holds: address.holds,
  })
  const labels: Record<ContactField, string> = {
    name: text.nameLabel,
    email: text.emailLabel,
    message: text.messageLabel,
  }

  return (
    <IslandForm
      action={action}
      submission={submission}
      text={text}
      gap="gap-5"
      handlers={address.handlers}
    >
      <SelectField
        form="contact"
        name="about"
        label={text.aboutLabel}
        options={aboutChoices.map((value) => ({ value, label: text.aboutWords[value] }))}
        defaultValue={about}
      />
      {contactFields.map((field) => (
        <Fragment key={field}>
          <TextField
            form="contact"
            name={field}
            label={labels[field]}
            kind={kinds[field]}
            maxLength={contactLimits[field].maxLength}
            rows={field === 'message' ? contactLimits.message.rows : undefined}
            autoComplete={field === 'message' ? undefined : field}
            defaultValue={initial?.values?.[field] ?? ''}
            error={submission.errors[field]}
          />
          {field === 'email' && (
            <AddressSuggestionPanel check={address} hydrated={submission.hydrated} />
          )}
        </Fragment>
      ))}
      <SubmitAndOutcome
        form="contact"
        text={text}
        turnstileSiteKey={turnstileSiteKey}
        submission={submission}
      />
    </IslandForm>
  )
}
