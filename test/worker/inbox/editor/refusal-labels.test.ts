// What publishing refuses in a group's form is said in the form's own words (the group's
// declaration, site-content/schema/declare/content-group.ts): each refusal begins with the label of the field it is about, as the form shows that field, so
// nobody is told of a field the form does not have ("Corporate offerings is required").
import { describe, expect, it } from 'vitest'
import { labelAt } from '../../../../src/server/inbox/editor/form/form-labels'
import { readForm } from '../../../../src/server/inbox/editor/form/form-values'
import {
  type FormPart,
  isList,
  isSet,
} from '../../../../src/server/site-content/schema/declare/form-parts'
import {
  type ContentGroup,
  checkContent,
  contentGroups,
} from '../../../../src/server/site-content/schema/index.ts'

/** Every field of a form's first place of each list (photos aside) posted as `text`. */
function posted(parts: readonly FormPart[], text: string, prefix = ''): Record<string, string> {
  const at = (key: string | number) =>
    prefix === '' ? String(key) : key === '' ? prefix : `${prefix}.${key}`
  return Object.assign(
    {},
    ...parts.map((part) => {
      if (isList(part)) {
        const item = isSet(part.entry) ? part.entry.parts : [part.entry]
        return posted(item, text, `${at(part.key)}.0`)
      }
      if (isSet(part)) return posted(part.parts, text, at(part.key))
      return part.kind === 'photo' ? {} : { [at(part.key)]: text }
    }),
  )
}

/** Publishing's refusals of a posted form, each with the name of its field in the form's words. */
function refusals(group: ContentGroup, fields: Record<string, string>) {
  const parts = contentGroups[group].form
  const checked = checkContent(group, 'publish', readForm(parts, fields))
  if (checked.ok) return []
  return Object.entries(checked.errors).map(([path, message]) => {
    const label = labelAt(parts, path).split(' › ').at(-1) ?? ''
    // An entry of a list is named by its word, without its number ("Planned item 2").
    return { path, message, field: label.replace(/ \d+$/, '') }
  })
}

describe("publishing's refusals, in the form's words", () => {
  for (const group of Object.keys(contentGroups) as ContentGroup[])
    it(`name the fields of ${group} as its form labels them`, () => {
      const all = [
        ...refusals(group, {}),
        ...refusals(group, posted(contentGroups[group].form, 'x')),
        ...refusals(group, posted(contentGroups[group].form, '')),
      ]
      for (const refusal of all)
        expect(refusal.message.startsWith(`${refusal.field} `), JSON.stringify(refusal)).toBe(true)
    })
})
