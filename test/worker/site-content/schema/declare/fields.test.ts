// What every group's fields share beyond their text (schema/declare/field-sets.ts, content-group.ts): blanks
// as fields left out, what publishing requires and a draft may lack, lists and their counts, checks
// across fields.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  contentGroup,
  withoutBlanks,
} from '../../../../../src/server/site-content/schema/declare/content-group'
import { fieldErrors } from '../../../../../src/server/site-content/schema/declare/field-errors'
import {
  crossCheck,
  fieldList,
  fieldSet,
  optional,
  requiredToPublish,
} from '../../../../../src/server/site-content/schema/declare/field-sets'
import { field } from '../../../../../src/server/site-content/schema/declare/fields'

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message)

describe('blank fields, required fields and lists', () => {
  it('treats a blank or null field as one left out, keeping blank items of a list', () => {
    expect(
      withoutBlanks({
        a: '  ',
        b: null,
        i: undefined,
        c: 'x',
        d: [{ e: '', f: 'y' }, ''],
        g: 0,
        h: false,
      }),
    ).toEqual({ c: 'x', d: [{ f: 'y' }, ''], g: 0, h: false })
    expect(withoutBlanks('  ')).toBe('  ')
  })

  const declared = contentGroup({
    title: 'Entry',
    noun: 'The entry',
    fields: () => ({
      question: requiredToPublish(field.line('Question', 20)),
      steps: requiredToPublish(
        fieldList({ label: 'Steps', min: 1, max: 2 }, field.line('Step', 20)),
      ),
    }),
  })
  const entry = (mode: 'draft' | 'publish') => declared[mode]

  it('names a field left out or blank as required when publishing; a draft may leave it', () => {
    expect(issues(entry('publish'), { question: ' ', steps: ['a'] })).toEqual([
      'Question is required',
    ])
    expect(issues(entry('publish'), { steps: ['a'] })).toEqual(['Question is required'])
    expect(v.parse(entry('draft'), { question: ' ' })).toEqual({})
    expect(issues(entry('publish'), 'text')).toEqual(['The entry must be a set of fields'])
    expect(issues(entry('draft'), null)).toEqual(['The entry must be a set of fields'])
  })

  it('keeps a blank item in a draft and refuses it when publishing', () => {
    expect(v.parse(entry('draft'), { steps: ['', 'b'] })).toEqual({ steps: ['', 'b'] })
    expect(issues(entry('publish'), { question: 'q', steps: ['', 'b'] })).toEqual([
      'Step must not be empty',
    ])
    // A list of longer texts the same.
    const notes = fieldList({ label: 'Notes', max: 2 }, field.paragraphs('Note', 20))
    expect(v.parse(notes.draft, ['', 'b'])).toEqual(['', 'b'])
    expect(issues(notes.publish, ['', 'b'])).toEqual(['Note must not be empty'])
  })

  it('counts the entries a list needs in words that agree with the number', () => {
    const pair = fieldList({ label: 'Names', min: 2, max: 3 }, field.line('Name', 9)).publish
    expect(issues(pair, ['Ada'])).toEqual(['Names needs at least 2 entries'])
    expect(v.parse(pair, ['Ada', 'Lin'])).toEqual(['Ada', 'Lin'])
  })

  it('caps a list, and needs its least number of items only to publish', () => {
    expect(issues(entry('draft'), { steps: ['a', 'b', 'c'] })).toEqual([
      'Steps must have at most 2 entries',
    ])
    expect(v.parse(entry('draft'), { steps: [] })).toEqual({ steps: [] })
    expect(issues(entry('publish'), { question: 'q', steps: [] })).toEqual([
      'Steps needs at least 1 entry',
    ])
    expect(issues(entry('publish'), { question: 'q', steps: 'a' })).toEqual([
      'Steps must be a list',
    ])
  })
})

describe('checks across fields', () => {
  const declared = crossCheck(
    fieldSet('Range', { from: optional(field.time('From')), to: optional(field.time('To')) }),
    {
      test: ({ from, to }: { from?: string; to?: string }) => !from || !to || from < to,
      message: 'To must be after From',
      path: ['to'],
    },
  )
  const range = (mode: 'draft' | 'publish') => declared[mode]
  const errors = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input)
    return result.success ? {} : fieldErrors(result.issues)
  }

  it('names a broken rule on the field it is about, when publishing', () => {
    expect(errors(range('publish'), { from: '21:00', to: '19:00' })).toEqual({
      to: 'To must be after From',
    })
    expect(
      errors(
        crossCheck(declared, { test: () => false, message: 'Wrong', path: [1, 'at'] }).publish,
        {},
      ),
    ).toEqual({ '1.at': 'Wrong' })
    expect(errors(range('publish'), { from: '19:00', to: '21:00' })).toEqual({})
  })

  it('leaves a draft its rules broken', () => {
    expect(errors(range('draft'), { from: '21:00', to: '19:00' })).toEqual({})
  })

  it('waits for each field to pass its own checks before checking the rule', () => {
    expect(errors(range('publish'), { from: '21:00', to: '7pm' })).toEqual({
      to: 'To must be a time of day, HH:MM (24-hour)',
    })
    expect(errors(range('publish'), { from: '9pm', to: '19:00' })).toEqual({
      from: 'From must be a time of day, HH:MM (24-hour)',
    })
    expect(errors(range('publish'), 'range')).toEqual({ '': 'Range must be a set of fields' })
  })
})
