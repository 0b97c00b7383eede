// The words staff read in the editor for each content group: its title, each field's label, kind,
// cap, hint and choices, a list's entries, what publishing asks for and how a refusal of the
// group's shape names it. Kept in editor-words/<group>.txt, one file a group, so a changed label or
// a lost hint shows as a diff to review; this file's run with `-u` writes them again.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import {
  type FormPart,
  isList,
  isSet,
} from '../../../../src/server/site-content/schema/declare/form-parts'
import { contentGroupNames, contentGroups } from '../../../../src/server/site-content/schema/index'

/** A part's key in the content and its label; a list's entry has no key of its own. */
const named = (part: FormPart) => (part.key ? `${part.key}: ${part.label}` : `entry: ${part.label}`)

/** One part as the form shows it, and what it holds, indented below it. */
function outline(part: FormPart, depth: number): string[] {
  const indent = '  '.repeat(depth)
  if (isList(part)) {
    const count = part.min ? `${part.min} to ${part.max}` : `up to ${part.max}`
    return [
      `${indent}${named(part)}, a list of ${count}, each “${part.entryLabel}”`,
      ...outline(part.entry, depth + 1),
    ]
  }
  if (isSet(part))
    return [`${indent}${named(part)}`, ...part.parts.flatMap((p) => outline(p, depth + 1))]
  const cap = part.max === undefined ? '' : `, at most ${part.max}`
  return [
    `${indent}${named(part)} (${part.kind}${cap})`,
    ...(part.hint ? [`${indent}  hint: ${part.hint}`] : []),
    ...(part.choices ?? []).map((choice) => `${indent}  choice ${choice.value}: ${choice.label}`),
  ]
}

const refusals = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? [] : Object.entries(fieldErrors(result.issues))
}

describe('the editor’s words for each content group', () => {
  it.each(contentGroupNames)('%s: its form as staff read it', async (name) => {
    const group = contentGroups[name]
    const words = [
      `title: ${group.title}`,
      '',
      ...group.form.flatMap((part) => outline(part, 0)),
      '',
      'publishing an empty group:',
      ...refusals(group.publish, {}).map(([path, message]) => `  ${path}: ${message}`),
      'anything but a set of fields:',
      ...refusals(group.publish, 'text').map(([, message]) => `  ${message}`),
    ]
    await expect(`${words.join('\n')}\n`).toMatchFileSnapshot(`./editor-words/${name}.txt`)
  })
})
