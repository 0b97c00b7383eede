import type { ApplicationField, ApplicationValues } from './application-fields.ts'
import type { ApplicationFormText } from './content/admissions/apply.ts'
import type { AddressSuggestion, FieldErrors, FormOutcome } from './form-outcome.ts'

/**
 * One field as the form draws it, decided by the worker (bounds, choices, what it starts with),
 * so the island stays a loop over plain data: a text field, a choice, or the consent's tick box.
 */
export type ApplicationFieldSpec = { name: ApplicationField; label: string } & (
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
      /** The choices, drawn by React; absent where `optionsMarkup` writes them. */
      options?: readonly { value: string; label: string }[]
      /**
       * A long list's options as markup made once (the time zone's), in the server's render only:
       * the browser hydrates with the markup it finds in the page, so the list is written once.
       */
      optionsMarkup?: string
      defaultValue: string
    }
  | { kind: 'consent'; defaultChecked: boolean }
)

/** The application island's props: plain data, rendered by the server and hydrated as is. */
export type ApplicationFormProps = {
  text: ApplicationFormText
  /** The form's fields in order, each starting with what a refused post had sent. */
  fields: readonly ApplicationFieldSpec[]
  /** Origin of the JSON API ('' for this site). */
  apiBase: string
  /** Where the form posts when JavaScript is off: /apply itself. */
  action: string
  turnstileSiteKey?: string
  initial?: {
    outcome?: FormOutcome
    values?: ApplicationValues
    errors?: FieldErrors<ApplicationField>
    suggestion?: AddressSuggestion
  }
}
