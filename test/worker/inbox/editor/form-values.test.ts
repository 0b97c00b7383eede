// A posted form read into a group's content (inbox/editor/form/form-values.ts), field by field as
// its kind says: numbers as numbers only when they are numbers, yes and no as such, a list's
// entries where their positions say and never more places than its cap and a spare one, blank
// entries and sets left out; and a value shown again in its field as it was typed.
import { describe, expect, it } from 'vitest'
import {
  fieldText,
  pathOf,
  readForm,
  valueAt,
} from '../../../../src/server/inbox/editor/form/form-values'
import type { FormList } from '../../../../src/server/site-content/schema/declare/form-parts'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const seats = (typed: string) =>
  valueAt(readForm(contentGroups.cohort.form, { 'cohorts.0.seats': typed }), 'cohorts.0.seats')

const faq = (fields: Record<string, string>) =>
  (readForm(contentGroups.faq.form, fields).faq as { question: string }[]).map(
    (entry) => entry.question,
  )

const questions = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`faq.${index}.question`, `Q${index + 1}`]),
  )

describe('a posted form, read', () => {
  it('takes a number as a number only when it is one, and leaves anything else as typed', () => {
    expect(seats(' 24 ')).toBe(24)
    expect(seats('2.25')).toBe(2.25)
    expect(seats('-3')).toBe(-3)
    for (const typed of ['24x', 'x24', '1.', '1.x', '2,5']) expect(seats(typed), typed).toBe(typed)
    // A line of digits stays text.
    const text = readForm(contentGroups.cohort.form, { 'cohorts.0.schedule.earlierText': '1234' })
    expect(valueAt(text, 'cohorts.0.schedule.earlierText')).toBe('1234')
  })

  it('takes yes and no as such, and anything else as not chosen', () => {
    const coming = (typed: string) =>
      valueAt(
        readForm(contentGroups.offerings.form, { 'corporate.comingSoon': typed }),
        'corporate.comingSoon',
      )
    expect(coming('yes')).toBe(true)
    expect(coming('no')).toBe(false)
    expect(coming('maybe')).toBeUndefined()
    expect(coming('')).toBeUndefined()
  })

  it('puts each entry where its position says, whatever spaces surround the number', () => {
    expect(faq({ ...questions(3), 'position.faq.2': ' 1 ' })).toEqual(['Q3', 'Q1', 'Q2'])
    expect(faq({ ...questions(3), 'position.faq.0': '3' })).toEqual(['Q2', 'Q3', 'Q1'])
    expect(faq({ ...questions(12), 'position.faq.0': '12' }).at(-1)).toBe('Q1')
    for (const typed of ['1x', 'x1', '1 2'])
      expect(faq({ ...questions(3), 'position.faq.2': typed }), typed).toEqual(['Q1', 'Q2', 'Q3'])
  })

  it('reads a list to its cap and one more, no further, and leaves its blank entries out', () => {
    const cap = (contentGroups.faq.form[0] as FormList).max
    expect(faq(questions(cap + 1))).toHaveLength(cap + 1)
    expect(faq(questions(cap + 5))).toHaveLength(cap + 1)
    expect(faq({ 'faq.0.question': '', 'faq.1.question': 'Q2', 'faq.1.answer': '' })).toEqual([
      'Q2',
    ])
  })
})

describe('a value shown again in its field', () => {
  it('is the text typed, a number in digits, yes or no, and nothing for anything else', () => {
    expect(fieldText('Mon')).toBe('Mon')
    expect(fieldText(24)).toBe('24')
    expect(fieldText(true)).toBe('yes')
    expect(fieldText(false)).toBe('no')
    expect(fieldText(null)).toBe('')
    expect(fieldText({ a: 1 })).toBe('')
  })

  it('is found by its dotted path, and nothing past a value that holds no fields', () => {
    const content = { cohorts: [{ schedule: { days: 'Mon' } }], note: 'text', empty: null }
    expect(valueAt(content, 'cohorts.0.schedule.days')).toBe('Mon')
    expect(valueAt(content, 'note.length')).toBeUndefined()
    expect(valueAt(content, 'empty.days')).toBeUndefined()
    expect(pathOf('', 'faq')).toBe('faq')
    expect(pathOf('faq.0', '')).toBe('faq.0')
    expect(pathOf('faq', 0)).toBe('faq.0')
  })
})
