import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.applying.publish
const draft = () => contentGroups.applying.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const steps = [
  'Send us a short note about your goals through the contact form.',
  'Book a 20-minute call with an instructor.',
  'Complete a small take-home exercise (about two hours).',
  'Get our answer within a week, with feedback either way.',
]

describe('how to apply', () => {
  it('publishes the steps in the order typed, trimmed', () => {
    expect(v.parse(publish(), { steps: steps.map((step) => ` ${step} `) })).toEqual({ steps })
  })

  it('keeps a half-finished draft: no steps yet, or a step left blank', () => {
    expect(v.parse(draft(), {})).toEqual({})
    expect(v.parse(draft(), { steps: [] })).toEqual({ steps: [] })
    expect(v.parse(draft(), { steps: ['Write to us', ''] })).toEqual({ steps: ['Write to us', ''] })
  })

  it('refuses to publish without a step, or with a blank one', () => {
    expect(errors(publish(), {})).toEqual({ steps: 'Steps is required' })
    expect(errors(publish(), { steps: [] })).toEqual({ steps: 'Steps needs at least 1 entry' })
    expect(errors(publish(), { steps: ['Write to us', '  '] })).toEqual({
      'steps.1': 'Step must not be empty',
    })
  })

  it('takes at most 10 steps of 300 characters, each on one line', () => {
    expect(errors(draft(), { steps: Array(11).fill('Write') })).toEqual({
      steps: 'Steps must have at most 10 entries',
    })
    expect(errors(publish(), { steps: Array(10).fill('Write') })).toEqual({})
    expect(errors(draft(), { steps: ['x'.repeat(301)] })).toEqual({
      'steps.0': 'Step must be at most 300 characters',
    })
    expect(errors(publish(), { steps: ['x'.repeat(300)] })).toEqual({})
    expect(errors(draft(), { steps: ['Write\nto us'] })).toEqual({
      'steps.0': 'Step must be a single line',
    })
  })

  it('refuses control and direction characters, in a draft too, and takes markup as text', () => {
    expect(errors(draft(), { steps: ['Write\u0000'] })).toEqual({
      'steps.0': 'Step must not contain control characters',
    })
    expect(errors(draft(), { steps: ['ok', 'Write \u202Eot su'] })).toEqual({
      'steps.1': 'Step must not contain characters that change the direction of text',
    })
    const markup = '<a href="javascript:alert(1)">Apply</a>'
    expect(v.parse(publish(), { steps: [markup] })).toEqual({ steps: [markup] })
    expect(errors(draft(), { steps: [1] })).toEqual({ 'steps.0': 'Step must be text' })
    expect(errors(draft(), 'Write to us')).toEqual({ '': 'How to apply must be a set of fields' })
  })
})
