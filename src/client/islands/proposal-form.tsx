import { Fragment, useState } from 'react'
import { honeypotField, turnstileField } from '../../shared/contact-fields'
import type { ProposalInput } from '../../shared/proposal/contract'
import type { Offering, ProposalField } from '../../shared/proposal/fields'
import type { ProposalFormProps } from '../../shared/proposal/form'
import { sendProposal } from '../api'
import { AddressSuggestionPanel } from '../forms/address-suggestion'
import { IslandForm } from '../forms/island-form'
import { SelectField } from '../forms/select-field'
import { SubmitAndOutcome } from '../forms/submit-and-outcome'
import { TextField } from '../forms/text-field'
import { TopicsField } from '../forms/topics-field'
import { useAddressCheck } from '../forms/use-address-check'
import { useFormSubmission } from '../forms/use-form-submission'

/** What the form holds now, as the typed client sends it: every ticked topic, in page order. */
function payloadOf(element: HTMLFormElement, offering: Offering): ProposalInput {
  const data = new FormData(element)
  const text = (field: string) => {
    const value = data.get(field)
    return typeof value === 'string' ? value : ''
  }
  const optional = (field: string) => text(field) || undefined
  return {
    offering,
    company: text('company'),
    name: text('name'),
    email: text('email'),
    teamSize: text('teamSize') as ProposalInput['teamSize'],
    topics: data.getAll('topics').filter((topic) => typeof topic === 'string'),
    otherTopic: text('otherTopic'),
    timeline: text('timeline') as ProposalInput['timeline'],
    format: text('format') as ProposalInput['format'],
    budget: text('budget') as ProposalInput['budget'],
    message: text('message'),
    [honeypotField]: optional(honeypotField),
    [turnstileField]: optional(turnstileField),
  }
}

/** After a request is taken: the choices back on "Choose…", no topic ticked. */
function clearChoices(element: HTMLFormElement) {
  for (const control of element.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    control.checked = false
  }
  for (const select of element.querySelectorAll('select')) select.selectedIndex = 0
}

/**
 * A company's proposal request (docs/architecture.md, "Proposal requests"), beside the waiting
 * list: the contact form's machinery (typed client, the same guards, a plain form post without
 * JavaScript), its fields drawn from the worker's plain data. The notice says whether the request
 * is new or the mailbox's earlier one, still waiting for its confirmation.
 */
export function ProposalForm({ text, offering, fields, initial, ...props }: ProposalFormProps) {
  const form = `proposal-${offering}`
  const [duplicate, setDuplicate] = useState(initial?.duplicate ?? false)
  const address = useAddressCheck(initial)
  const submission = useFormSubmission<ProposalField>({
    form,
    fields: fields.map((field) => field.name),
    initial,
    send: async (element) => {
      const answer = await sendProposal(props.apiBase, payloadOf(element, offering))
      setDuplicate(answer.status === 200)
      if (answer.ok) clearChoices(element)
      return answer
    },
    holds: address.holds,
  })
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
          <SelectField key={field.name} form={form} {...field} />
        ) : field.kind === 'topics' ? (
          <TopicsField key={field.name} form={form} {...field} error={submission.errors.topics} />
        ) : (
          <Fragment key={field.name}>
            <TextField form={form} {...field} error={submission.errors[field.name]} />
            {field.kind === 'email' && (
              <AddressSuggestionPanel check={address} hydrated={submission.hydrated} />
            )}
          </Fragment>
        ),
      )}
      <p className="text-sm text-ink-muted">{text.consent}</p>
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
