import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.outcomes.publish
const draft = () => contentGroups.outcomes.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const employed = {
  figure: '87 %',
  measures: 'of graduates in a developer role within six months',
  period: 'Cohorts that finished in 2025',
  graduates: 46,
  method:
    'We asked every graduate six months after demo day; the 4 who did not answer count as not employed.',
}

describe('the outcomes', () => {
  it('publishes figures in the order typed', () => {
    const outcomes = [employed, { ...employed, figure: '11 weeks', graduates: 40 }]
    expect(v.parse(publish(), { outcomes })).toEqual({ outcomes })
  })

  it('refuses to publish a figure without its method, its period or its count; a draft keeps it', () => {
    const { method: _, period: __, graduates: ___, ...bare } = employed
    expect(errors(publish(), { outcomes: [bare] })).toEqual({
      'outcomes.0.method': 'How it was measured is required',
      'outcomes.0.period': 'Period is required',
      'outcomes.0.graduates': 'Graduates counted is required',
    })
    expect(errors(publish(), { outcomes: [{ ...employed, method: ' ' }] })).toEqual({
      'outcomes.0.method': 'How it was measured is required',
    })
    expect(v.parse(draft(), { outcomes: [bare] })).toEqual({ outcomes: [bare] })
  })

  it('counts graduates as a whole number from 1', () => {
    for (const [graduates, message] of [
      [0, 'Graduates counted must be at least 1'],
      [100_001, 'Graduates counted must be at most 100000'],
      [4.5, 'Graduates counted must be a whole number'],
      ['46', 'Graduates counted must be a number'],
    ] as const)
      expect(errors(draft(), { outcomes: [{ ...employed, graduates }] })).toEqual({
        'outcomes.0.graduates': message,
      })
  })

  it('caps the figure at 16 characters and the list at 4 figures', () => {
    expect(errors(draft(), { outcomes: [{ figure: '1'.repeat(17) }] })).toEqual({
      'outcomes.0.figure': 'Figure must be at most 16 characters',
    })
    expect(errors(draft(), { outcomes: Array(5).fill(employed) })).toEqual({
      outcomes: 'Figures must have at most 4 entries',
    })
  })
})
