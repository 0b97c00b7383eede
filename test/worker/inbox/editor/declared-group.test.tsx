// A content group declared once (site-content/schema/declare/content-group.ts) and nowhere else: a group
// declared here, in the test, gives the draft schema, the publish schema and the editor's form,
// and a form posted as staff fill it in is saved as a draft and published by what it declares.
import { renderToStaticMarkup } from 'react-dom/server.edge'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { editorContent } from '../../../../src/server/inbox/content/editor'
import { Part } from '../../../../src/server/inbox/editor/form/form-fields'
import { labelAt } from '../../../../src/server/inbox/editor/form/form-labels'
import { readForm } from '../../../../src/server/inbox/editor/form/form-values'
import { contentGroup } from '../../../../src/server/site-content/schema/declare/content-group'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import {
  fieldList,
  fieldSet,
  optional,
  requiredToPublish,
} from '../../../../src/server/site-content/schema/declare/field-sets'
import { field } from '../../../../src/server/site-content/schema/declare/fields'
import { contentGroups } from '../../../../src/server/site-content/schema/index'
import { attributeValues, visibleText } from '../../html'

/** A group no page shows: the school's open evenings, one to three of them, and a note. */
const openEvenings = contentGroup({
  title: 'Open evenings',
  noun: 'The open evenings',
  fields: () => ({
    evenings: requiredToPublish(
      fieldList(
        { label: 'Open evenings', min: 1, max: 3 },
        fieldSet('Open evening', {
          date: requiredToPublish(field.date('Date', { hint: 'The evening itself.' })),
          room: optional(field.line('Room', 40)),
          doors: optional(field.time('Doors open', { hint: 'In the school’s time.' })),
          online: optional(field.yesNo('Also online', { hint: 'Streamed as it happens.' })),
        }),
      ),
    ),
    note: optional(field.paragraphs('Note', 200)),
  }),
})

const checked = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? { ok: result.output } : { errors: fieldErrors(result.issues) }
}

const render = (values: unknown = {}, errors: Record<string, string> = {}) =>
  renderToStaticMarkup(
    <div>
      {openEvenings.form.map((part) => (
        <Part key={part.key} part={part} path={part.key} shown={{ values, errors }} />
      ))}
    </div>,
  )

describe('a content group declared once', () => {
  it('gives its form the fields in the order declared, with their labels, caps and hints', () => {
    expect(openEvenings.form).toEqual([
      {
        key: 'evenings',
        label: 'Open evenings',
        entryLabel: 'Open evening',
        min: 1,
        max: 3,
        entry: {
          key: '',
          label: 'Open evening',
          parts: [
            { key: 'date', label: 'Date', kind: 'date', hint: 'The evening itself.' },
            { key: 'room', label: 'Room', kind: 'line', max: 40 },
            { key: 'doors', label: 'Doors open', kind: 'time', hint: 'In the school’s time.' },
            { key: 'online', label: 'Also online', kind: 'yesno', hint: 'Streamed as it happens.' },
          ],
        },
      },
      { key: 'note', label: 'Note', kind: 'paragraphs', max: 200 },
    ])
    expect(labelAt(openEvenings.form, 'evenings.1.room')).toBe('Open evening 2 › Room')
  })

  it('draws each field by its kind, its cap and hint on the input', () => {
    const html = render({ evenings: [{ date: '2027-04-01', online: true }] })
    expect(visibleText(html)).toContain('Open evening 1 Date The evening itself.')
    expect(visibleText(html)).toContain('Doors open In the school’s time.')
    expect(visibleText(html)).toContain('Also online Streamed as it happens.')
    expect(attributeValues(html, 'input', 'type')).toEqual(expect.arrayContaining(['date', 'time']))
    expect(attributeValues(html, 'input', 'maxLength')).toContain('40')
    expect(attributeValues(html, 'textarea', 'maxLength')).toEqual(['200'])
    expect(html).toMatch(/<option value="yes" selected="">Yes<\/option>/)
  })

  it('saves a half-finished form as a draft, and publishes it only once it is whole', () => {
    const posted = readForm(openEvenings.form, {
      'evenings.0.room': ' Hall B ',
      'evenings.0.online': 'yes',
      'evenings.1.date': '',
      note: '',
    })
    expect(checked(openEvenings.draft, posted)).toEqual({
      ok: { evenings: [{ room: 'Hall B', online: true }] },
    })
    expect(checked(openEvenings.publish, posted)).toEqual({
      errors: { 'evenings.0.date': 'Date is required' },
    })
    expect(checked(openEvenings.publish, {})).toEqual({
      errors: { evenings: 'Open evenings is required' },
    })
    expect(checked(openEvenings.publish, { evenings: [] })).toEqual({
      errors: { evenings: 'Open evenings needs at least 1 entry' },
    })
    const whole = readForm(openEvenings.form, { 'evenings.0.date': '2027-04-01', note: 'Free.' })
    expect(checked(openEvenings.publish, whole)).toEqual({
      ok: { evenings: [{ date: '2027-04-01' }], note: 'Free.' },
    })
  })

  it('refuses what a draft cannot hold in the words of its fields', () => {
    const tooMany = Array.from({ length: 4 }, () => ({ date: '2027-04-01' }))
    expect(checked(openEvenings.draft, { evenings: tooMany })).toEqual({
      errors: { evenings: 'Open evenings must have at most 3 entries' },
    })
    expect(checked(openEvenings.draft, { evenings: [{ room: 'x'.repeat(41) }] })).toEqual({
      errors: { 'evenings.0.room': 'Room must be at most 40 characters' },
    })
    expect(checked(openEvenings.draft, 'evenings')).toEqual({
      errors: { '': 'The open evenings must be a set of fields' },
    })
  })

  it('names every registered group in the editor by the title its declaration gives', () => {
    for (const [group, declared] of Object.entries(contentGroups))
      expect(editorContent.groups[group as keyof typeof contentGroups]).toBe(declared.title)
    expect(Object.keys(editorContent.groups)).toEqual(Object.keys(contentGroups))
  })
})
