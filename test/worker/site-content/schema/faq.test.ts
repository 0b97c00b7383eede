import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.faq.publish
const draft = () => contentGroups.faq.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const faq = [
  {
    question: 'Do I need to know how to code already?',
    answer: 'Some basics help.\n\nWe send a free primer once you apply.',
  },
  { question: 'Is it online?', answer: 'Lectures are online; the project weeks are on campus.' },
  { question: 'Can I pay in instalments?', answer: 'Yes, in three months without interest.' },
]

describe('the FAQ', () => {
  it('publishes the questions and answers in the order typed, keeping paragraphs', () => {
    expect(v.parse(publish(), { faq })).toEqual({ faq })
    expect(v.parse(publish(), { faq: [] })).toEqual({ faq: [] })
  })

  it('keeps an answer that is markup as text, for the pages to escape', () => {
    const entry = { question: 'Is <b>this</b> bold?', answer: '</script><script>alert(1)</script>' }
    expect(v.parse(publish(), { faq: [entry] })).toEqual({ faq: [entry] })
  })

  it('keeps a half-finished draft: a question without its answer yet, an empty entry', () => {
    const half = { faq: [{ question: 'Is it online?' }, {}, { answer: 'Yes.' }] }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), { faq: [{ question: 'Is it online?', answer: ' ' }] })).toEqual({
      faq: [{ question: 'Is it online?' }],
    })
  })

  it('refuses to publish a question without its answer, or an answer without its question', () => {
    expect(errors(publish(), { faq: [...faq, { question: 'Is it online?', answer: '' }] })).toEqual(
      {
        'faq.3.answer': 'Answer is required',
      },
    )
    expect(errors(publish(), { faq: [{ answer: 'Yes.' }] })).toEqual({
      'faq.0.question': 'Question is required',
    })
    expect(errors(publish(), {})).toEqual({ faq: 'Questions is required' })
  })

  it('takes at most 30 entries, questions of 200 characters on one line, answers of 2000', () => {
    const entry = faq[1]
    expect(errors(draft(), { faq: Array(31).fill(entry) })).toEqual({
      faq: 'Questions must have at most 30 entries',
    })
    expect(errors(publish(), { faq: Array(30).fill(entry) })).toEqual({})
    const long = { question: 'q'.repeat(201), answer: 'a'.repeat(2001) }
    expect(errors(draft(), { faq: [long] })).toEqual({
      'faq.0.question': 'Question must be at most 200 characters',
      'faq.0.answer': 'Answer must be at most 2000 characters',
    })
    expect(
      errors(publish(), { faq: [{ question: 'q'.repeat(200), answer: 'a'.repeat(2000) }] }),
    ).toEqual({})
    expect(errors(draft(), { faq: [{ question: 'Is it\nonline?' }] })).toEqual({
      'faq.0.question': 'Question must be a single line',
    })
  })

  it('refuses control and direction characters in a question or an answer, in a draft too', () => {
    expect(errors(draft(), { faq: [{ question: 'Is it \u2067online\u2069?' }] })).toEqual({
      'faq.0.question': 'Question must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { faq: [{ answer: 'Yes\u202D.' }] })).toEqual({
      'faq.0.answer': 'Answer must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { faq: [{ answer: 'Yes\u000b.' }] })).toEqual({
      'faq.0.answer': 'Answer must not contain control characters',
    })
    expect(errors(draft(), { faq: [{ question: 'Yes\t?' }] })).toEqual({
      'faq.0.question': 'Question must not contain control characters',
    })
  })

  it('says what is wrong when an entry is not a question and answer', () => {
    expect(errors(draft(), 'Is it online?')).toEqual({ '': 'The FAQ must be a set of fields' })
    expect(errors(draft(), { faq: ['Is it online?'] })).toEqual({
      'faq.0': 'FAQ entry must be a set of fields',
    })
    expect(errors(draft(), { faq: [{ question: 42 }] })).toEqual({
      'faq.0.question': 'Question must be text',
    })
  })
})
