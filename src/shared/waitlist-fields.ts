// The waiting lists' offerings and fields, free of valibot: the browser's form imports this module.

import type { WaitlistFormText } from './content/form-text.ts'
import type { AddressSuggestion, FieldErrors, FormOutcome } from './form-outcome.ts'

/** The offerings still to come, each with a waiting list. */
export const offerings = ['corporate', 'technical'] as const

/** An offering with a waiting list. */
export type Offering = (typeof offerings)[number]

/**
 * Days an address has to confirm a sign-up from the link mailed to it; an unconfirmed sign-up is
 * deleted after them (docs/architecture.md, "Unconfirmed sign-ups expire").
 */
export const confirmationDays = 7

/** The fields a visitor fills in. */
export const waitlistFields = ['email'] as const

/** A waiting-list field's name. */
export type WaitlistField = (typeof waitlistFields)[number]

/** The waiting-list island's props: plain data, rendered by the server and hydrated as is. */
export type WaitlistFormProps = {
  text: WaitlistFormText
  offering: Offering
  /** Origin of the JSON API ('' for this site). */
  apiBase: string
  /** Where the form posts when JavaScript is off: the offering's page itself. */
  action: string
  /**
   * Set when the server renders the result of a form post made without JavaScript: no outcome when
   * nothing was sent yet because the page asks about the address (`suggestion`).
   */
  initial?: {
    outcome?: FormOutcome
    email?: string
    errors?: FieldErrors<WaitlistField>
    suggestion?: AddressSuggestion
  }
}
