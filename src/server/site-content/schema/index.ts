// The school's content as staff edit it: each group declared once (content-group.ts), which gives
// its draft schema, its publish schema and its form. A draft is lenient (any field may be missing,
// a list half-finished) but holds nothing a page could not show safely; publishing is strict
// (required fields, orders and pairs complete). The same schemas serve the editor's forms, the
// publish step and the pages (docs/architecture.md, "The school's facts").

import * as v from 'valibot'
import { acceleratorCard } from './accelerator-card.ts'
import { applying } from './applying.ts'
import { cohort } from './cohort.ts'
import { contactDetails } from './contact-details.ts'
import type { Mode } from './declare/content-group.ts'
import { type FieldErrors, fieldErrors } from './declare/field-errors.ts'
import { faq } from './faq.ts'
import { graduates } from './graduates.ts'
import { instructors } from './instructors.ts'
import { offerings } from './offerings.ts'
import { outcomes } from './outcomes.ts'
import { programLength } from './program-length.ts'
import { stageMessages } from './stage-messages.ts'
import { timeSupport } from './time-support.ts'
import { tuition } from './tuition.ts'

/** Each group by name, in the order the editor lists them. */
export const contentGroups = {
  cohort,
  tuition,
  programLength,
  timeSupport,
  acceleratorCard,
  applying,
  instructors,
  outcomes,
  graduates,
  faq,
  contactDetails,
  offerings,
  stageMessages,
}

/** A content group's name. */
export type ContentGroup = keyof typeof contentGroups

/** The groups' names, in the editor's order. */
export const contentGroupNames = Object.keys(contentGroups) as ContentGroup[]

/**
 * The published content: each group as its publish schema gives it, a group never published
 * absent.
 */
export type SiteContent = {
  [G in ContentGroup]?: v.InferOutput<(typeof contentGroups)[G]['publish']>
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

export type { Mode } from './declare/content-group.ts'
export type { FieldErrors } from './declare/field-errors.ts'
