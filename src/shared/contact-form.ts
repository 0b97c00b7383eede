import type { ContactFieldErrors } from './contact'
import type { About } from './contact-about'
import type { ContactField } from './contact-fields'
import type { ContactFormText } from './content/form-text'
import type { AddressSuggestion, FormOutcome } from './form-outcome'

/** What the contact form's last submission came to. */
export type ContactOutcome = FormOutcome

/** What the visitor typed, field by field. */
export type ContactValues = Record<ContactField, string>

/** The contact form island's props: plain data, rendered by the server and hydrated as is. */
export type ContactFormProps = {
  text: ContactFormText
  /** Origin of the JSON API ('' for this site), where the island sends through the typed client. */
  apiBase: string
  /** Where the form posts when JavaScript is off: the contact page itself. */
  action: string
  /** The choice the form starts with: `/contact?about=…`, or what a refused post had chosen. */
  about: About
  /** Cloudflare Turnstile's site key, when the site uses Turnstile. */
  turnstileSiteKey?: string
  /**
   * Set when the server renders the result of a form post made without JavaScript: no outcome when
   * nothing was sent yet because the page asks about the address (`suggestion`).
   */
  initial?: {
    outcome?: ContactOutcome
    values?: ContactValues
    errors?: ContactFieldErrors
    suggestion?: AddressSuggestion
  }
}
