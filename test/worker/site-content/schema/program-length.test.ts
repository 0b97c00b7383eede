import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.programLength.publish
const draft = () => contentGroups.programLength.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('the program’s length', () => {
  it('publishes a whole number of weeks', () => {
    expect(v.parse(publish(), { weeks: 30 })).toEqual({ weeks: 30 })
    expect(v.parse(draft(), {})).toEqual({})
  })

  it('refuses to publish without weeks, or with weeks no program lasts', () => {
    expect(errors(publish(), {})).toEqual({ weeks: 'Weeks is required' })
    expect(errors(draft(), { weeks: 0 })).toEqual({ weeks: 'Weeks must be at least 1' })
    expect(errors(draft(), { weeks: 105 })).toEqual({ weeks: 'Weeks must be at most 104' })
    expect(errors(draft(), { weeks: 28.5 })).toEqual({ weeks: 'Weeks must be a whole number' })
    expect(errors(draft(), { weeks: '28' })).toEqual({ weeks: 'Weeks must be a number' })
  })
})
