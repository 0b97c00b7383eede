// The school's content as staff edit it: one schema per group, each in two forms. A draft is
// lenient (any field may be missing, a list half-finished) but holds nothing a page could not show
// safely; publishing is strict (required fields, orders and pairs complete). The same schemas serve
// the editor's forms, the publish step and the pages (docs/architecture.md, "The school's facts").

import * as v from 'valibot'
import { type ApplyingContent, applyingSchema } from './applying.ts'
import { type CohortContent, cohortSchema } from './cohort.ts'
import { type ContactDetailsContent, contactDetailsSchema } from './contact-details.ts'
import { type FaqContent, faqSchema } from './faq.ts'
import { type FieldErrors, fieldErrors } from './field-errors.ts'
import { type InstructorsContent, instructorsSchema } from './instructors.ts'
import { type OfferingsContent, offeringsSchema } from './offerings.ts'
import type { Mode } from './text-rules.ts'
import { type TuitionContent, tuitionSchema } from './tuition.ts'

/**
 * Each group by name, with its draft and its publish schema, built when asked for: a schema is a
 * few objects, built in microseconds, and an isolate's start then does no work for the many
 * requests that check no content (and mutation testing sees which test reaches which rule).
 */
export const contentGroups = {
  get cohort() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: cohortSchema('draft'),
      publish: cohortSchema('publish'),
    }
  },
  get tuition() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: tuitionSchema('draft'),
      publish: tuitionSchema('publish'),
    }
  },
  get applying() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: applyingSchema('draft'),
      publish: applyingSchema('publish'),
    }
  },
  get instructors() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: instructorsSchema('draft'),
      publish: instructorsSchema('publish'),
    }
  },
  get faq() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: faqSchema('draft'),
      publish: faqSchema('publish'),
    }
  },
  get contactDetails() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: contactDetailsSchema('draft'),
      publish: contactDetailsSchema('publish'),
    }
  },
  get offerings() {
    return {
      // Stryker disable next-line StringLiteral: every mode but 'publish' checks as a draft
      draft: offeringsSchema('draft'),
      publish: offeringsSchema('publish'),
    }
  },
}

/** A content group's name. */
export type ContentGroup = keyof typeof contentGroups

/** The published content: each group as its publish schema gives it, a group never published absent. */
export type SiteContent = {
  cohort?: CohortContent
  tuition?: TuitionContent
  applying?: ApplyingContent
  instructors?: InstructorsContent
  faq?: FaqContent
  contactDetails?: ContactDetailsContent
  offerings?: OfferingsContent
}

/** A group's content as a draft holds it. */
export type DraftContent<G extends ContentGroup> = v.InferOutput<(typeof contentGroups)[G]['draft']>

/**
 * Checks what a form sent for a group, as a draft or to publish: the content, checked and trimmed,
 * or the first problem of each field, keyed by its dotted path.
 */
export function checkContent<G extends ContentGroup, M extends Mode>(
  name: G,
  mode: M,
  input: unknown,
):
  | {
      ok: true
      content: M extends 'publish' ? NonNullable<SiteContent[G]> : DraftContent<G>
    }
  | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(contentGroups[name][mode], input)
  if (result.success) return { ok: true, content: result.output as never }
  return { ok: false, errors: fieldErrors(result.issues) }
}

export type { FieldErrors } from './field-errors.ts'
export type { Mode } from './text-rules.ts'
