// A proposal request's fields, choices and bounds, free of valibot: the browser's form imports
// this module, the schema in contract.ts builds on it, so the two cannot drift. The choices are
// the CHECKs of migrations/0019_admissions.sql, `proposal_requests`.
import type { Offering } from '../waitlist-fields.ts'

/** Bounds shared by the form (as HTML attributes) and the worker (as the schema). */
export const proposalLimits = {
  company: { maxLength: 150 },
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  /** A topic's name as the offering's page lists it. */
  topic: { maxLength: 200 },
  /** How many topics may be ticked: more than any offering lists. */
  topics: { maxItems: 12 },
  otherTopic: { maxLength: 200 },
  message: { maxLength: 3000, rows: 5 },
} as const

/** How many people the training or consulting is for. */
export const teamSizeChoices = ['1-5', '6-15', '16-50', '51-200', '200+'] as const

/** When the company wants to start. */
export const timelineChoices = ['this-quarter', 'next-quarter', 'this-year', 'exploring'] as const

/** Where the work happens. */
export const formatChoices = ['on-site', 'remote', 'hybrid', 'undecided'] as const

/** The budget band; '' when the company prefers not to say. */
export const budgetChoices = ['', 'under-10k', '10k-25k', '25k-50k', '50k-plus'] as const

export type TeamSize = (typeof teamSizeChoices)[number]
export type Timeline = (typeof timelineChoices)[number]
export type ProposalFormat = (typeof formatChoices)[number]
export type Budget = (typeof budgetChoices)[number]

/** Every field of a request, in form order: the names of the form, the JSON and the errors. */
export const proposalFields = [
  'offering',
  'company',
  'name',
  'email',
  'teamSize',
  'topics',
  'otherTopic',
  'timeline',
  'format',
  'budget',
  'message',
] as const

/** A proposal request field's name. */
export type ProposalField = (typeof proposalFields)[number]

/** The fields a company may leave empty. */
export const optionalProposalFields: readonly ProposalField[] = ['otherTopic', 'budget', 'message']

/** What a no-JavaScript post typed, field by field (topics: every box ticked). */
export type ProposalValues = Partial<Record<Exclude<ProposalField, 'topics'>, string>> & {
  topics?: string[]
}

export type { Offering }
