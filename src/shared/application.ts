import * as v from 'valibot'
import {
  type ApplicationField,
  applicationFields,
  applicationLimits,
  backgroundChoices,
  financingChoices,
  heardFromChoices,
} from './application-fields.ts'
import { contactMessageSchema } from './contact.ts'
import { honeypotField, machineFieldLimits, turnstileField } from './contact-fields.ts'
import { noControlCharacters } from './control-characters.ts'
import type { FieldErrors } from './form-outcome.ts'

/** How error messages name each field. */
const fieldLabels: Record<ApplicationField, string> = {
  cohort: 'Cohort',
  name: 'Name',
  email: 'Email',
  timeZone: 'Time zone',
  background: 'Background',
  backgroundDetail: 'Background details',
  goals: 'Goals',
  heardFrom: 'How you heard of us',
  financing: 'Financing',
  consent: 'Consent',
}

/** Why the tick box is needed, said whether it came unticked or not at all. */
const consentRequired = 'Consent is required: we can only answer an application by email'

const required = (field: ApplicationField) =>
  field === 'consent' ? consentRequired : `${fieldLabels[field]} is required`

/** Typed text: one kind of line break, trimmed, no control characters, within its bound. */
const text = (field: 'backgroundDetail' | 'goals') => {
  const { maxLength } = applicationLimits[field]
  return v.pipe(
    v.string(`${fieldLabels[field]} must be text`),
    v.transform((value: string) => value.replace(/\r\n?/g, '\n')),
    v.trim(),
    noControlCharacters(fieldLabels[field], '\n\t'),
    v.maxLength(maxLength, `${fieldLabels[field]} must be at most ${maxLength} characters`),
  )
}

/** Whether the runtime knows an IANA zone by this name (browser and worker ask the same). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const choice = <const T extends readonly string[]>(field: ApplicationField, options: T) =>
  v.picklist(options, `${fieldLabels[field]} must be one of: ${options.join(', ')}`)

/**
 * The payload of `POST /api/applications`: what the browser sends and the worker accepts. A
 * cohort is named by its start date (the published cohorts have no other name); whether it is
 * open is the worker's question, asked of the published facts when the application arrives.
 */
export const applicationSchema = v.object({
  cohort: v.pipe(
    v.string('Cohort must be a start date'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Cohort must be a start date'),
  ),
  name: contactMessageSchema.entries.name,
  email: contactMessageSchema.entries.email,
  timeZone: v.pipe(
    v.string(`${fieldLabels.timeZone} must be text`),
    v.trim(),
    v.nonEmpty(required('timeZone')),
    v.maxLength(applicationLimits.timeZone.maxLength, 'Time zone must be an IANA time zone'),
    v.check(isTimeZone, 'Time zone must be an IANA time zone, such as Europe/Berlin'),
  ),
  background: choice('background', backgroundChoices),
  backgroundDetail: v.optional(text('backgroundDetail'), ''),
  goals: v.pipe(text('goals'), v.nonEmpty(required('goals'))),
  heardFrom: choice('heardFrom', heardFromChoices),
  financing: choice('financing', financingChoices),
  // The form's tick box sends `yes`, as the island sends the form's own data; JSON may say true.
  consent: v.pipe(
    v.union([v.literal(true), v.literal('yes')], consentRequired),
    v.transform(() => true as const),
  ),
  [honeypotField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[honeypotField].maxLength)),
  ),
  [turnstileField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[turnstileField].maxLength)),
  ),
})

/** An application as the visitor typed it. */
export type ApplicationInput = v.InferInput<typeof applicationSchema>

/** An application as the worker takes it (trimmed and checked). */
export type Application = v.InferOutput<typeof applicationSchema>

/**
 * The first problem of each field: a missing field is "required"; a payload that is no object at
 * all (an array, null, a malformed body) lacks every field but the optional background details.
 */
export function applicationFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {}
  for (const issue of issues) {
    const field = issue.path?.[0].key as ApplicationField
    if (!applicationFields.includes(field) || errors[field]) continue
    const missing = issue.input === undefined
    errors[field] = missing ? required(field) : issue.message
  }
  if (Object.keys(errors).length > 0) return errors
  const requiredFields = applicationFields.filter((field) => field !== 'backgroundDetail')
  return Object.fromEntries(requiredFields.map((field) => [field, required(field)]))
}

/** Checks a payload against the contract: the application, or what to fix. */
export function checkApplication(
  input: unknown,
): { ok: true; application: Application } | { ok: false; errors: FieldErrors<ApplicationField> } {
  const result = v.safeParse(applicationSchema, input)
  if (result.success) return { ok: true, application: result.output }
  return { ok: false, errors: applicationFieldErrors(result.issues) }
}
