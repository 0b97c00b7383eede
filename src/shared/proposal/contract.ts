import * as v from 'valibot'
import { contactMessageSchema } from '../contact.ts'
import { honeypotField, machineFieldLimits, turnstileField } from '../contact-fields.ts'
import { noControlCharacters } from '../control-characters.ts'
import type { FieldErrors } from '../form-outcome.ts'
import { offerings } from '../waitlist-fields.ts'
import {
  budgetChoices,
  formatChoices,
  optionalProposalFields,
  type ProposalField,
  proposalFields,
  proposalLimits,
  teamSizeChoices,
  timelineChoices,
} from './fields.ts'

/** How error messages name each field. */
const fieldLabels: Record<ProposalField, string> = {
  offering: 'Offering',
  company: 'Company',
  name: 'Name',
  email: 'Email',
  teamSize: 'Team size',
  topics: 'Topics',
  otherTopic: 'Other topic',
  timeline: 'Timeline',
  format: 'Format',
  budget: 'Budget',
  message: 'Message',
}

const required = (field: ProposalField) =>
  field === 'topics' ? noTopic : `${fieldLabels[field]} is required`

const noTopic = 'Choose at least one topic, or write your own'

/** Typed text: one kind of line break, trimmed, no control characters, within its bound. */
const text = (field: 'company' | 'otherTopic' | 'message', lineBreaks: boolean) => {
  const { maxLength } = proposalLimits[field]
  return v.pipe(
    v.string(`${fieldLabels[field]} must be text`),
    v.transform((value: string) => value.replace(/\r\n?/g, '\n')),
    v.trim(),
    noControlCharacters(fieldLabels[field], lineBreaks ? '\n\t' : ''),
    v.maxLength(maxLength, `${fieldLabels[field]} must be at most ${maxLength} characters`),
  )
}

const choice = <const T extends readonly string[]>(field: ProposalField, options: T) =>
  v.picklist(options, `${fieldLabels[field]} must be one of: ${options.filter(Boolean).join(', ')}`)

/** A ticked topic: the name as the page lists it (which topics it lists is the worker's question). */
const topic = v.pipe(
  v.string('Topics must be text'),
  v.trim(),
  v.nonEmpty(noTopic),
  noControlCharacters(fieldLabels.topics, ''),
  v.maxLength(proposalLimits.topic.maxLength, 'Topics must be ones the page lists'),
)

const entries = {
  offering: choice('offering', offerings),
  company: v.pipe(text('company', false), v.nonEmpty(required('company'))),
  name: contactMessageSchema.entries.name,
  email: contactMessageSchema.entries.email,
  teamSize: choice('teamSize', teamSizeChoices),
  topics: v.pipe(
    v.array(topic, 'Topics must be a list'),
    v.maxLength(proposalLimits.topics.maxItems, 'Topics must be ones the page lists'),
    // A box ticked twice (a form post may repeat a name) is one topic.
    v.transform((names: string[]) => [...new Set(names)]),
  ),
  otherTopic: v.optional(text('otherTopic', false), ''),
  timeline: choice('timeline', timelineChoices),
  format: choice('format', formatChoices),
  budget: v.optional(choice('budget', budgetChoices), ''),
  message: v.optional(text('message', true), ''),
  [honeypotField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[honeypotField].maxLength)),
  ),
  [turnstileField]: v.optional(
    v.pipe(v.string(), v.maxLength(machineFieldLimits[turnstileField].maxLength)),
  ),
}

/**
 * The payload of `POST /api/proposals/send`: what the browser sends and the worker accepts. The
 * topics are the offering's own (whether each is one its page lists is asked by the worker, of
 * the published content, when the request arrives), at least one of them or a topic of the
 * company's own.
 */
export const proposalSchema = v.pipe(
  v.object(entries),
  v.forward(
    v.partialCheck(
      [['topics'], ['otherTopic']],
      (input) => input.topics.length > 0 || input.otherTopic !== '',
      noTopic,
    ),
    ['topics'],
  ),
)

/** A proposal request as the company typed it. */
export type ProposalInput = v.InferInput<typeof proposalSchema>

/** A proposal request as the worker takes it (trimmed and checked). */
export type ProposalRequest = v.InferOutput<typeof proposalSchema>

/**
 * The first problem of each field: a missing or empty field is "required"; a payload that is no object at
 * all (an array, null, a malformed body) lacks every field but the optional ones.
 */
export function proposalFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<ProposalField> {
  const errors: FieldErrors<ProposalField> = {}
  for (const issue of issues) {
    const field = issue.path?.[0].key as ProposalField
    if (!proposalFields.includes(field) || errors[field]) continue
    // A choice left on "Choose…" posts '': nothing was chosen.
    const missing = issue.input === undefined || issue.input === ''
    errors[field] = missing ? required(field) : issue.message
  }
  if (Object.keys(errors).length > 0) return errors
  const requiredFields = proposalFields.filter((field) => !optionalProposalFields.includes(field))
  return Object.fromEntries(requiredFields.map((field) => [field, required(field)]))
}

/** Checks a payload against the contract: the request, or what to fix. */
export function checkProposal(
  input: unknown,
): { ok: true; proposal: ProposalRequest } | { ok: false; errors: FieldErrors<ProposalField> } {
  const result = v.safeParse(proposalSchema, input)
  if (result.success) return { ok: true, proposal: result.output }
  return { ok: false, errors: proposalFieldErrors(result.issues) }
}
