// An application's fields, choices and bounds, free of valibot: the browser's form imports this
// module, the schema in application.ts builds on it, so the two cannot drift.

/** Bounds shared by the form (as HTML attributes) and the worker (as the schema). */
export const applicationLimits = {
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  timeZone: { maxLength: 64 },
  backgroundDetail: { maxLength: 1000, rows: 3 },
  goals: { maxLength: 2000, rows: 4 },
} as const

/** Where an applicant starts from: a choice, then a few lines of their own. */
export const backgroundChoices = [
  'new',
  'self-taught',
  'course',
  'degree',
  'developer',
  'other',
] as const

/** How an applicant heard of the school. */
export const heardFromChoices = ['search', 'friend', 'social', 'event', 'media', 'other'] as const

/** Whether an applicant asks about financing, a scholarship, both or neither. */
export const financingChoices = ['neither', 'financing', 'scholarship', 'both'] as const

export type Background = (typeof backgroundChoices)[number]
export type HeardFrom = (typeof heardFromChoices)[number]
export type Financing = (typeof financingChoices)[number]

/** Every field of an application, in form order: the names of the form, the JSON and the errors. */
export const applicationFields = [
  'cohort',
  'name',
  'email',
  'timeZone',
  'background',
  'backgroundDetail',
  'goals',
  'heardFrom',
  'financing',
  'consent',
] as const

/** An application field's name. */
export type ApplicationField = (typeof applicationFields)[number]

/** What a no-JavaScript post typed, field by field, as the page gives it back. */
export type ApplicationValues = Partial<Record<ApplicationField, string>>

/** A cohort the form offers: identified by its start date (`YYYY-MM-DD`), named as the page reads it. */
export type CohortChoice = { startDate: string; label: string }
