import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'
import { plannedOfferings } from '../../../../src/shared/content/planned-offerings'

const publish = () => contentGroups.offerings.publish
const draft = () => contentGroups.offerings.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

// Today's offerings, as the seed describes them.
const offerings = {
  corporate: { comingSoon: true, items: [...plannedOfferings.corporate.items] },
  technical: {
    comingSoon: false,
    items: [...plannedOfferings.technical.items],
    firstDate: '2027-01-11',
  },
}

/** The corporate offering with some of its fields changed. */
const corporateWith = (changes: object) => ({
  ...offerings,
  corporate: { ...offerings.corporate, ...changes },
})

describe('the Coming Soon offerings', () => {
  it('publishes today’s offerings, and one that has opened with its first date', () => {
    expect(v.parse(publish(), offerings)).toEqual(offerings)
  })

  it('keeps a half-finished draft: fewer items, a blank one, no decision yet', () => {
    const half = { corporate: { items: ['Team workshops', ''] }, technical: { comingSoon: true } }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), {})).toEqual({})
  })

  it('refuses to publish without both offerings, each with its status and five items', () => {
    expect(errors(publish(), {})).toEqual({
      corporate: 'Corporate training is required',
      technical: 'Technical consulting is required',
    })
    expect(errors(publish(), corporateWith({ comingSoon: null, items: null }))).toEqual({
      'corporate.comingSoon': 'Still coming soon is required',
      'corporate.items': 'Planned items is required',
    })
    expect(errors(publish(), corporateWith({ items: ['One', 'Two', 'Three', 'Four'] }))).toEqual({
      'corporate.items': 'Planned items needs at least 5 entries',
    })
    expect(
      errors(publish(), corporateWith({ items: ['One', 'Two', ' ', 'Four', 'Five'] })),
    ).toEqual({
      'corporate.items.2': 'Planned item must not be empty',
    })
  })

  it('refuses a sixth item, in a draft too', () => {
    expect(errors(draft(), corporateWith({ items: ['1', '2', '3', '4', '5', '6'] }))).toEqual({
      'corporate.items': 'Planned items must have at most 5 entries',
    })
  })

  it('says what is wrong when the offerings or one of them is not a set of fields', () => {
    expect(errors(draft(), 'soon')).toEqual({ '': 'The offerings must be a set of fields' })
    expect(errors(draft(), { technical: 'soon' })).toEqual({
      technical: 'Offering must be a set of fields',
    })
  })

  it('takes coming soon as yes or no, and a real first date', () => {
    expect(errors(draft(), corporateWith({ comingSoon: 'yes' }))).toEqual({
      'corporate.comingSoon': 'Still coming soon must be yes or no',
    })
    expect(errors(draft(), corporateWith({ firstDate: '2027-02-29' }))).toEqual({
      'corporate.firstDate': 'First date must be a real date, YYYY-MM-DD',
    })
  })

  it('caps an item at 100 characters on one line, without control or direction characters', () => {
    const withItem = (text: string) =>
      corporateWith({ items: [text, ...offerings.corporate.items.slice(1)] })
    expect(errors(draft(), withItem('x'.repeat(101)))).toEqual({
      'corporate.items.0': 'Planned item must be at most 100 characters',
    })
    expect(errors(publish(), withItem('x'.repeat(100)))).toEqual({})
    expect(errors(draft(), withItem('Team\nworkshops'))).toEqual({
      'corporate.items.0': 'Planned item must be a single line',
    })
    expect(errors(draft(), withItem('Team \u2069workshops'))).toEqual({
      'corporate.items.0':
        'Planned item must not contain characters that change the direction of text',
    })
    expect(errors(draft(), withItem('Team\u009bworkshops'))).toEqual({
      'corporate.items.0': 'Planned item must not contain control characters',
    })
  })
})
