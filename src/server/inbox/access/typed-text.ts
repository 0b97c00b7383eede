// What a form posted without a good sign-in held that a person typed, to give back to copy
// (signed-out.tsx). The post is unverified: only fields a known form names are read, as text,
// never a file, and nothing of it is stored.
import { contentGroupNames, contentGroups } from '../../site-content/schema/index.ts'
import { signedOutContent } from '../content/signed-out'
import { fieldEntries } from '../editor/form/form-labels'
import { readForm } from '../editor/form/form-values'
import { photoPaths } from '../editor/form/photo-upload'

/** One field as typed (its name in the form), under its form's label. */
export type TypedField = { name: string; label: string; text: string }

/** A content group's form, which posts to the path it is shown at. */
export const groupForm = new RegExp(`^/inbox/content/(${contentGroupNames.join('|')})$`)

/**
 * The typed fields of a post to `path`: a content group's by its form (its labels, the stored
 * keys of its photos left out), any other inbox form's by the names of its typed fields.
 */
export function typedText(path: string, posted: Record<string, unknown>): TypedField[] {
  const group = groupForm.exec(path)?.[1] as (typeof contentGroupNames)[number] | undefined
  if (group) {
    const parts = contentGroups[group].form
    const photos = new Set(photoPaths(parts))
    return fieldEntries(parts, readForm(parts, posted))
      .filter((entry) => entry.text.trim() !== '' && !photos.has(entry.path))
      .map(({ path, label, text }) => ({ name: path, label, text }))
  }
  return Object.entries(signedOutContent.fields).flatMap(([name, label]) => {
    const text = posted[name]
    return typeof text === 'string' && text.trim() !== '' ? [{ name, label, text }] : []
  })
}
