import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.timeSupport.publish
const draft = () => contentGroups.timeSupport.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const texts = {
  hoursPerWeek: 15,
  lectures: 'Three 2-hour lectures, on Monday, Wednesday and Saturday',
  officeHours: 'Tuesday and Thursday 6-8pm',
  chatCommunity: 'A Discord server of students, alumni and instructors',
}

describe('Time & Support', () => {
  it('publishes the weekly hours and the three texts, trimmed', () => {
    expect(v.parse(publish(), { ...texts, lectures: ` ${texts.lectures} ` })).toEqual(texts)
  })

  it('keeps a half-finished draft', () => {
    expect(v.parse(draft(), {})).toEqual({})
    expect(v.parse(draft(), { lectures: 'Two lectures' })).toEqual({ lectures: 'Two lectures' })
  })

  it('refuses to publish without every fact the section states', () => {
    expect(errors(publish(), {})).toEqual({
      hoursPerWeek: 'Hours per week is required',
      lectures: 'Lectures is required',
      officeHours: 'Office hours is required',
      chatCommunity: 'Chat community is required',
    })
  })

  it('takes whole hours from 1 to 60, and one line of at most 200 characters each', () => {
    expect(errors(draft(), { hoursPerWeek: 0 })).toEqual({
      hoursPerWeek: 'Hours per week must be at least 1',
    })
    expect(errors(draft(), { hoursPerWeek: 61 })).toEqual({
      hoursPerWeek: 'Hours per week must be at most 60',
    })
    expect(errors(draft(), { hoursPerWeek: 7.5 })).toEqual({
      hoursPerWeek: 'Hours per week must be a whole number',
    })
    expect(errors(draft(), { officeHours: 'x'.repeat(201) })).toEqual({
      officeHours: 'Office hours must be at most 200 characters',
    })
    expect(errors(publish(), { ...texts, officeHours: 'x'.repeat(200) })).toEqual({})
    expect(errors(draft(), { lectures: 'Two\nlectures' })).toEqual({
      lectures: 'Lectures must be a single line',
    })
  })
})
