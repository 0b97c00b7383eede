import type { ProposalFormText } from '../content/proposals/request-form.ts'
import type { AddressSuggestion, FieldErrors, FormOutcome } from '../form-outcome.ts'
import type { Offering, ProposalField, ProposalValues } from './fields.ts'

/**
 * One field as the form draws it, decided by the worker (bounds, choices, what it starts with),
 * so the island stays a loop over plain data: a text field, a choice, or the topics' tick boxes.
 */
export type ProposalFieldSpec = { name: Exclude<ProposalField, 'offering'>; label: string } & (
  | {
      kind: 'text' | 'email' | 'textarea'
      maxLength: number
      rows?: number
      optional?: boolean
      autoComplete?: string
      /** What a refused post had typed, or nothing. */
      defaultValue: string
    }
  | {
      kind: 'select'
      options: readonly { value: string; label: string }[]
      defaultValue: string
      /** Starts on an empty option the browser must not send. */
      required: boolean
    }
  | { kind: 'topics'; hint: string; options: readonly string[]; checked: readonly string[] }
)

/** The proposal island's props: plain data, rendered by the server and hydrated as is. */
export type ProposalFormProps = {
  text: ProposalFormText
  offering: Offering
  /** The form's fields in order, each starting with what a refused post had sent. */
  fields: readonly ProposalFieldSpec[]
  /** Origin of the JSON API ('' for this site). */
  apiBase: string
  /** Where the form posts when JavaScript is off: /corporate/proposal, /technical/proposal. */
  action: string
  turnstileSiteKey?: string
  initial?: {
    /** 'sent' with `duplicate` when the mailbox's earlier request is still unconfirmed. */
    outcome?: FormOutcome
    duplicate?: boolean
    values?: ProposalValues
    errors?: FieldErrors<ProposalField>
    suggestion?: AddressSuggestion
  }
}
