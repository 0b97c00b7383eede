import * as v from 'valibot'

/** Bounds shared by the form (as HTML attributes) and the worker (as the schema below). */
export const contactLimits = {
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  message: { maxLength: 5000, rows: 5 },
} as const

/** The fields of a contact message, in form order. */
export const contactFields = ['name', 'email', 'message'] as const

/** A contact field's name. */
export type ContactField = (typeof contactFields)[number]

const singleLine = (field: string, maxLength: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(maxLength, `${field} must be at most ${maxLength} characters`),
    v.regex(/^[^\r\n]*$/, `${field} must be a single line`),
  )

/** The payload of `POST /api/contact/send`: what the browser sends and the worker accepts. */
export const contactMessageSchema = v.object({
  name: singleLine('Name', contactLimits.name.maxLength),
  email: v.pipe(
    singleLine('Email', contactLimits.email.maxLength),
    v.email('Email must be a valid address'),
  ),
  message: v.pipe(
    v.string('Message must be text'),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(
      contactLimits.message.maxLength,
      `Message must be at most ${contactLimits.message.maxLength} characters`,
    ),
  ),
})

/** A contact message as the visitor typed it (before trimming). */
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>

/** A contact message as the worker stores it (trimmed and checked). */
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>

/** What was wrong with each field, in words a visitor can act on. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>

/** Checks a payload against the contract: the message, or the first problem of each field. */
export function checkContactMessage(
  input: unknown,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactFieldErrors } {
  const result = v.safeParse(contactMessageSchema, input)
  if (result.success) return { ok: true, message: result.output }
  return { ok: false, errors: fieldErrors(result.issues) }
}

/** The first issue of each field; a payload that is not an object at all faults every field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): ContactFieldErrors {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>]).nested ?? {}
  const errors: ContactFieldErrors = {}
  for (const field of contactFields) {
    const first = nested[field]?.[0]
    if (first) errors[field] = first
  }
  if (Object.keys(errors).length === 0) {
    for (const field of contactFields) errors[field] = `${field} is required`
  }
  return errors
}
