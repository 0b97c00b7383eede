import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.acceleratorCard.publish
const draft = () => contentGroups.acceleratorCard.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const bullets = [
  '15 hours a week, evenings and Saturdays',
  'Three live lectures every week',
  'Office hours twice a week',
  'PostgreSQL, Express, React and Node.js',
  'A capstone you deploy and present',
]

describe('the home page’s accelerator card', () => {
  it('publishes its five bullets in order, trimmed', () => {
    expect(v.parse(publish(), { bullets: bullets.map((text) => ` ${text}`) })).toEqual({ bullets })
  })

  it('keeps a half-finished draft: fewer bullets, a blank one', () => {
    expect(v.parse(draft(), {})).toEqual({})
    expect(v.parse(draft(), { bullets: ['One', ''] })).toEqual({ bullets: ['One', ''] })
  })

  it('refuses to publish anything but five bullets, none blank', () => {
    expect(errors(publish(), {})).toEqual({ bullets: 'Bullets is required' })
    expect(errors(publish(), { bullets: bullets.slice(0, 4) })).toEqual({
      bullets: 'Bullets needs at least 5 entries',
    })
    expect(errors(draft(), { bullets: [...bullets, 'Six'] })).toEqual({
      bullets: 'Bullets must have at most 5 entries',
    })
    expect(errors(publish(), { bullets: [...bullets.slice(0, 4), ' '] })).toEqual({
      'bullets.4': 'Bullet must not be empty',
    })
    expect(errors(draft(), { bullets: ['x'.repeat(101)] })).toEqual({
      'bullets.0': 'Bullet must be at most 100 characters',
    })
  })
})
