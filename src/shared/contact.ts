import * as v from 'valibot'
import { aboutChoices } from './contact-about.ts'
import {
  type ContactField,
  contactFields,
  contactLimits,
  hasWholeDomain,
  honeypotField,
  isValidEmail,
  machineFieldLimits,
  turnstileField,
} from './contact-fields.ts'
import { addressText } from './content/address-check.ts'
import { noControlCharacters } from './control-characters.ts'
import { asciiEmailDomain } from './email-domain.ts'

/** How error messages name each field. */
const fieldLabels: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
}

const required = (field: ContactField) => `${fieldLabels[field]} is required`

const text = (field: ContactField) => {
  const { maxLength } = contactLimits[field]
  return v.pipe(
    v.string(`${fieldLabels[field]} must be text`),
    // A form post sends a textarea's line breaks as CRLF, fetch as typed: store one kind.
    v.transform((value: string) => value.replace(/\r\n?/g, '\n')),
    v.trim(),
    // Line breaks and tabs in a message; a line break elsewhere is the single-line rule's to name.
    noControlCharacters(fieldLabels[field], field === 'message' ? '\n\t' : '\n'),
    v.nonEmpty(required(field)),
    v.maxLength(maxLength, `${fieldLabels[field]} must be at most ${maxLength} characters`),
  )
}

const singleLine = (field: ContactField) =>
  v.regex(/^[^\n]*$/, `${fieldLabels[field]} must be a single line`)

/** The payload of `POST /api/contact/send`: what the browser sends and the worker accepts. */
export const contactMessageSchema = v.object({
  name: v.pipe(text('name'), singleLine('name')),
  email: v.pipe(
    text('email'),
    singleLine('email'),
    // An internationalised domain is taken in its ASCII form, the one stored (email-domain.ts).
    v.transform(asciiEmailDomain),
    v.check(isValidEmail, 'Email must be a valid address'),
    v.check(hasWholeDomain, addressText.wholeDomain),
    v.maxLength(
      contactLimits.email.maxLength,
      `Email must be at most ${contactLimits.email.maxLength} characters`,
    ),
  ),
  message: text('message'),
  // Optional, so the seed's `{ name, email, message }` is accepted exactly as it is (general).
  about: v.optional(v.picklist(aboutChoices, `About must be one of: ${aboutChoices.join(', ')}`)),
  [honeypotField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[honeypotField].maxLength)),
  ),
  [turnstileField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[turnstileField].maxLength)),
  ),
})

/** A contact message as the visitor typed it (before trimming). */
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>

/** A contact message as the worker stores it (trimmed and checked). */
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>

/** What was wrong with each field (the topic's choice included), in words a visitor can act on. */
export type ContactFieldErrors = Partial<Record<ContactField | 'about', string>>

/** Checks a payload against the contract: the message, or the first problem of each field. */
export function checkContactMessage(
  input: unknown,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactFieldErrors } {
  const result = v.safeParse(contactMessageSchema, input)
  if (result.success) return { ok: true, message: result.output }
  return { ok: false, errors: fieldErrors(result.issues) }
}

const isContactField = (key: unknown): key is ContactField | 'about' =>
  contactFields.includes(key as ContactField) || key === 'about'

/**
 * The first issue of each field. A missing field is "required"; a payload that is not an object
 * at all (an array, null, a malformed body) lacks every field.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path?.[0].key // valibot's path is absent or has a first item
    if (!isContactField(field) || errors[field]) continue
    errors[field] =
      // The topic is optional: never missing.
      issue.input === undefined && field !== 'about' ? required(field) : issue.message
  }
  if (Object.keys(errors).length > 0) return errors
  return Object.fromEntries(contactFields.map((field) => [field, required(field)]))
}
