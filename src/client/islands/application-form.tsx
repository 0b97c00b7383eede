import { Fragment, useEffect, useState } from 'react'
import type { ApplicationInput } from '../../shared/application'
import type { ApplicationFormProps } from '../../shared/application-form'
import { sendApplication } from '../api'
import { AddressSuggestionPanel } from '../forms/address-suggestion'
import { ConsentField } from '../forms/consent-field'
import { IslandForm } from '../forms/island-form'
import { SelectField } from '../forms/select-field'
import { SubmitAndOutcome } from '../forms/submit-and-outcome'
import { fieldId, TextField } from '../forms/text-field'
import { useAddressCheck } from '../forms/use-address-check'
import { useFormSubmission } from '../forms/use-form-submission'

const form = 'apply'

/** What the form holds now, as the typed client sends it (the ticked box says `yes`). */
const payloadOf = (element: HTMLFormElement) =>
  Object.fromEntries(new FormData(element)) as ApplicationInput

/**
 * The application form (docs/architecture.md, "Applications"): the contact form's machinery (the
 * typed client, the same guards, a plain form post without JavaScript), its fields drawn from the
 * worker's plain data, the time zone the browser's once hydrated unless one was chosen. The
 * notice says whether the application is new or the mailbox's earlier one to the cohort.
 */
export function ApplicationForm({ text, fields, initial, ...props }: ApplicationFormProps) {
  const [duplicate, setDuplicate] = useState(false)
  const address = useAddressCheck(initial)
  const submission = useFormSubmission({
    form,
    fields: fields.map((field) => field.name),
    initial,
    send: async (element) => {
      const answer = await sendApplication(props.apiBase, payloadOf(element))
      setDuplicate(answer.status === 200)
      return answer
    },
    holds: address.holds,
  })

  // The browser's zone unless one was chosen; a zone the list lacks leaves the choice empty.
  useEffect(() => {
    const zone = document.getElementById(fieldId(form, 'timeZone')) as HTMLSelectElement | null
    if (zone) zone.value ||= Intl.DateTimeFormat().resolvedOptions().timeZone
  }, [])

  return (
    <IslandForm
      action={props.action}
      submission={submission}
      text={text}
      gap="gap-5"
      handlers={address.handlers}
    >
      {fields.map((field) =>
        field.kind === 'select' ? (
          <SelectField key={field.name} form={form} {...field} required />
        ) : field.kind === 'consent' ? (
          <ConsentField key={field.name} form={form} {...field} />
        ) : (
          <Fragment key={field.name}>
            <TextField form={form} {...field} error={submission.errors[field.name]} />
            {field.kind === 'email' && (
              <AddressSuggestionPanel check={address} hydrated={submission.hydrated} />
            )}
          </Fragment>
        ),
      )}
      <SubmitAndOutcome
        form={form}
        text={text}
        turnstileSiteKey={props.turnstileSiteKey}
        submission={submission}
        duplicate={duplicate}
      />
    </IslandForm>
  )
}
