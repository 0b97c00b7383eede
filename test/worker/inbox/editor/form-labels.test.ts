// A group's fields in the words of its form (inbox/editor/form/form-labels.ts): an error's path
// named as staff read it, what differs between two versions field by field (a field emptied or an
// entry gone included), and a form's capacity: the widest post its fields allow is never too large.
import { describe, expect, it } from 'vitest'
import {
  fieldChanges,
  labelAt,
  typedUnitsOf,
} from '../../../../src/server/inbox/editor/form/form-labels'
import type {
  FormField,
  FormList,
  FormPart,
  FormSet,
} from '../../../../src/server/site-content/schema/declare/form-parts'
import { contentGroups } from '../../../../src/server/site-content/schema/index'
import { postForm } from '../helpers'

/** The FAQ form's caps: its entries, a question's and an answer's characters. */
const faqCaps = () => {
  const [list] = contentGroups.faq.form as [FormList]
  const [question, answer] = (list.entry as FormSet).parts as [FormField, FormField]
  return { entries: list.max, question: question.max ?? 0, answer: answer.max ?? 0 }
}

describe("a group's fields in its form's words", () => {
  it('names a path as staff read it, down to a field of a set of a list entry', () => {
    const cohort = contentGroups.cohort.form
    expect(labelAt(cohort, '')).toBe('')
    expect(labelAt(cohort, 'cohorts')).toBe('Next cohorts')
    expect(labelAt(cohort, 'cohorts.1')).toBe('Cohort 2')
    expect(labelAt(cohort, 'cohorts.1.schedule.timeZone')).toBe('Cohort 2 › Schedule › Time zone')
    expect(labelAt(cohort, 'cohorts.0.schedule.sessions.2.from')).toBe(
      'Cohort 1 › Schedule › Session 3 › Start time',
    )
    // A path the form has no field for is named as far as it goes.
    expect(labelAt(cohort, 'cohorts.0.nothing.here')).toBe('Cohort 1')
    expect(labelAt(contentGroups.applying.form, 'steps.2')).toBe('Step 3')
  })

  it('lists what differs, a field emptied and an entry gone among it', () => {
    const before = {
      faq: [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2' },
      ],
    }
    const after = { faq: [{ question: 'Q1', answer: '' }] }
    expect(fieldChanges(contentGroups.faq.form, before, after)).toEqual([
      { path: 'faq.0.answer', label: 'Question 1 › Answer', before: 'A1', after: '' },
      { path: 'faq.1.question', label: 'Question 2 › Question', before: 'Q2', after: '' },
      { path: 'faq.1.answer', label: 'Question 2 › Answer', before: 'A2', after: '' },
    ])
    expect(fieldChanges(contentGroups.faq.form, after, before)).toEqual([
      { path: 'faq.0.answer', label: 'Question 1 › Answer', before: '', after: 'A1' },
      { path: 'faq.1.question', label: 'Question 2 › Question', before: '', after: 'Q2' },
      { path: 'faq.1.answer', label: 'Question 2 › Answer', before: '', after: 'A2' },
    ])
    expect(fieldChanges(contentGroups.faq.form, before, before)).toEqual([])
    // An entry added with a field left empty: only what it holds is listed.
    expect(
      fieldChanges(contentGroups.faq.form, after, { faq: [...after.faq, { question: 'Q3' }] }),
    ).toEqual([{ path: 'faq.1.question', label: 'Question 2 › Question', before: '', after: 'Q3' }])
    // An entry gone whose field was empty: only what it held is listed.
    const halfDone = { faq: [...after.faq, { question: 'Q2', answer: '' }] }
    expect(fieldChanges(contentGroups.faq.form, halfDone, after)).toEqual([
      { path: 'faq.1.question', label: 'Question 2 › Question', before: 'Q2', after: '' },
    ])
  })
})

describe("a form's capacity", () => {
  // What the inbox's body limit is built from (inbox/access/body-limit.ts): every field's name
  // with its `=` and `&`, and its cap (20 for a number, a date, a time or a choice); every place
  // of a list, the spare one included; a photo's stored key beside its file's and removal's names.
  it('counts every field of every place, a nested set and a photo among them', () => {
    const parts: FormPart[] = [
      { key: 'title', label: 'Title', kind: 'line', max: 10 }, // 5 + 2 + 10
      { key: 'seats', label: 'Seats', kind: 'number', max: 5 }, // 5 + 2 + 20 digits
      { key: 'day', label: 'Day', kind: 'date' }, // 3 + 2 + 20
      {
        key: 'steps',
        label: 'Steps',
        entryLabel: 'Step',
        max: 2,
        entry: { key: '', label: 'Step', kind: 'line', max: 3 }, // steps.0-2: 3 × (7 + 2 + 3)
      },
      {
        key: 'people',
        label: 'People',
        entryLabel: 'Person',
        max: 1,
        entry: {
          key: '',
          label: 'Person',
          parts: [
            { key: 'name', label: 'Name', kind: 'line', max: 4 }, // people.0-1.name: 2 × (13 + 2 + 4)
            {
              key: 'photo',
              label: 'Photo',
              // people.0-1.photo.key: 2 × (3 × (18 + 10) + 60)
              parts: [{ key: 'key', label: 'Photo file', kind: 'photo' }],
            },
          ],
        },
      },
    ]
    expect(typedUnitsOf(parts)).toBe(17 + 27 + 25 + 36 + 38 + 288)
    expect(typedUnitsOf(parts.slice(0, 1), 'group')).toBe(11 + 2 + 10)
  })

  it('takes the widest FAQ a browser can post, every place full of the widest characters', async () => {
    const wide = (length: number) => '語'.repeat(length)
    const faqLimits = faqCaps()
    const fields: Record<string, string> = { basedOn: '0' }
    for (let index = 0; index <= faqLimits.entries; index++) {
      fields[`faq.${index}.question`] = wide(faqLimits.question)
      fields[`faq.${index}.answer`] = wide(faqLimits.answer)
      fields[`position.faq.${index}`] = String(index + 1)
    }
    // Read and refused by the schema (one entry too many), not refused as too large.
    const response = await postForm('/inbox/content/faq', fields)
    expect(response.status).toBe(400)
  })
})
