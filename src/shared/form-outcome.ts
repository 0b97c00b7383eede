import type { FormRefusal } from './form-refusal.ts'

/**
 * What a form's last submission came to: sent, refused field by field, refused as a whole (and
 * why), or failed for a reason the browser cannot tell (a network error, an unexpected status).
 */
export type FormOutcome = 'sent' | 'invalid' | 'failed' | FormRefusal

/** What the worker said was wrong with each field it refused, in words a visitor can act on. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** "Did you mean …?": the address as typed, and the one the visitor probably meant. */
export type AddressSuggestion = { typed: string; suggested: string }
