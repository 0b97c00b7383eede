import * as v from 'valibot'
import { contactMessageSchema } from './contact'
import { honeypotField, machineFieldLimits } from './contact-fields'
import type { FieldErrors } from './form-outcome'
import { type Offering, offerings, type WaitlistField, waitlistFields } from './waitlist-fields'

/**
 * The payload of `POST /api/waitlist/join`: which offering, and the address to tell once it opens.
 * The address follows the contact form's rule exactly (the HTML standard's valid e-mail address).
 */
export const waitlistSignupSchema = v.object({
  offering: v.picklist(offerings, 'Offering must be corporate or technical'),
  email: contactMessageSchema.entries.email,
  [honeypotField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[honeypotField].maxLength)),
  ),
})

/** A sign-up as the visitor typed it. */
export type WaitlistSignupInput = v.InferInput<typeof waitlistSignupSchema>

/** A sign-up as the worker takes it (trimmed and checked). */
export type WaitlistSignup = v.InferOutput<typeof waitlistSignupSchema> & { offering: Offering }

/**
 * The first problem of each field the visitor can fix; a body that is no object (an issue with no
 * path, or none at all) lacks them all. An unknown offering is no field's problem: see below.
 */
export function waitlistFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<WaitlistField> {
  const errors: FieldErrors<WaitlistField> = {}
  for (const issue of issues) {
    const field = issue.path?.[0].key as WaitlistField
    if (!waitlistFields.includes(field) || errors[field]) continue
    errors[field] = issue.input === undefined ? 'Email is required' : issue.message
  }
  const noObject = issues.every((issue) => issue.path === undefined)
  return noObject ? { email: 'Email is required' } : errors
}

/** What a refused sign-up is told first: the offering's problem (no visitor can fix it), if any. */
export const waitlistRefusal = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.find((issue) => issue.path?.[0].key === 'offering')?.message ?? 'Invalid sign-up'

/** Checks a payload against the contract: the sign-up, or what to fix. */
export function checkWaitlistSignup(
  input: unknown,
): { ok: true; signup: WaitlistSignup } | { ok: false; errors: FieldErrors<WaitlistField> } {
  const result = v.safeParse(waitlistSignupSchema, input)
  if (result.success) return { ok: true, signup: result.output }
  return { ok: false, errors: waitlistFieldErrors(result.issues) }
}
