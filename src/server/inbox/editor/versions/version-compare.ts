// A kept version (or a set-aside draft) beside what is live and what is drafted, group by group
// and field by field in the words of the forms, and what restoring it would write and replace.
import type { PublishedContent } from '../../../site-content/live'
import {
  type ContentGroup,
  contentGroupNames,
  contentGroups,
} from '../../../site-content/schema/index.ts'
import type { Draft } from '../drafts'
import { fieldEntries } from '../form/form-labels'

/** One field: its label, and its text in the version, live and the draft (undefined: no draft). */
export type FieldRow = {
  path: string
  label: string
  version: string
  live: string
  draft?: string
}

/** A group of the version beside live and its draft. */
export type GroupComparison = {
  group: ContentGroup
  /** What the version holds; null: it does not hold the group. */
  version: unknown
  differsFromLive: boolean
  draft?: Draft
  differsFromDraft: boolean
  /** Whether restoring writes it: what publishing the drafts would make of it differs. */
  changes: boolean
  /** Whether restoring replaces a draft that says something else (kept, set aside). */
  replaces: boolean
  fields: FieldRow[]
}

const same = (one: unknown, other: unknown) =>
  JSON.stringify(one ?? null) === JSON.stringify(other ?? null)

/** Every field any of the three holds, the version's order first, by its path. */
function fieldRows(
  group: ContentGroup,
  version: unknown,
  live: unknown,
  draft?: Draft,
): FieldRow[] {
  const parts = contentGroups[group].form
  const texts = (content: unknown) =>
    new Map(fieldEntries(parts, content).map((entry) => [entry.path, entry]))
  const [held, shown, drafted] = [texts(version), texts(live), draft && texts(draft.body)]
  const labels = new Map<string, string>()
  for (const entries of [held, shown, drafted ?? new Map()])
    for (const [path, entry] of entries) if (!labels.has(path)) labels.set(path, entry.label)
  const rows = [...labels].map(([path, label]) => ({
    path,
    label,
    version: held.get(path)?.text ?? '',
    live: shown.get(path)?.text ?? '',
    ...(drafted && { draft: drafted.get(path)?.text ?? '' }),
  }))
  return rows.filter((row) => row.version !== '' || row.live !== '' || (row.draft ?? '') !== '')
}

/** `content` group by group beside `live` and `drafts`. */
export function compareVersion(
  content: PublishedContent,
  live: PublishedContent,
  drafts: Partial<Record<string, Draft>>,
): GroupComparison[] {
  return contentGroupNames.map((group) => {
    const version = content[group] ?? null
    const draft = drafts[group]
    const differsFromDraft = draft !== undefined && !same(draft.body, version)
    return {
      group,
      version,
      differsFromLive: !same(live[group], version),
      draft,
      differsFromDraft,
      changes: !same(draft ? draft.body : live[group], version),
      replaces: differsFromDraft,
      fields: fieldRows(group, version, live[group], draft),
    }
  })
}
