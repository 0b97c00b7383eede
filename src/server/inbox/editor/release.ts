// What a publish would make live: every group's draft where it has one, the live text where not,
// each checked strictly. The publish, the preview and the live check read it the same way.
import type { PublishedContent } from '../../site-content/live'
import {
  type ContentGroup,
  checkContent,
  contentGroupNames,
  contentGroups,
  type FieldErrors,
} from '../../site-content/schema/index.ts'
import { editorContent } from '../content/editor'
import type { Draft } from './drafts'
import { fieldChanges } from './form/form-labels'

/** Each group as the drafts would publish it: a draft's body (null: not set, left out) or live. */
export function releaseOf(
  drafts: Partial<Record<string, Draft>>,
  live: PublishedContent,
): Record<string, unknown> {
  const release: Record<string, unknown> = {}
  for (const group of contentGroupNames) {
    const draft = drafts[group]
    const body = draft ? draft.body : live[group]
    if (body !== null && body !== undefined) release[group] = body
  }
  return release
}

/** A release checked strictly: the content to publish, or each refused group's fields. */
export function checkRelease(
  release: Record<string, unknown>,
):
  | { ok: true; content: Record<string, unknown> }
  | { ok: false; groups: Partial<Record<ContentGroup, FieldErrors>> } {
  const content: Record<string, unknown> = {}
  const groups: Partial<Record<ContentGroup, FieldErrors>> = {}
  for (const group of contentGroupNames) {
    if (!(group in release)) continue
    const checked = checkContent(group, 'publish', release[group])
    if (checked.ok) content[group] = checked.content
    else groups[group] = checked.errors
  }
  return Object.keys(groups).length === 0 ? { ok: true, content } : { ok: false, groups }
}

/** Whether two versions say the same in every group. */
export const sameContent = (one: PublishedContent, other: PublishedContent) =>
  contentGroupNames.every((group) => JSON.stringify(one[group]) === JSON.stringify(other[group]))

/** What differs between the live version and a release, group by group, in the form's words. */
export const releaseChanges = (live: PublishedContent, release: PublishedContent) =>
  contentGroupNames.flatMap((group) => {
    const fields = fieldChanges(contentGroups[group].form, live[group], release[group])
    return fields.length === 0
      ? []
      : [{ group: editorContent.groups[group], fields: fields.map((field) => field.label) }]
  })
