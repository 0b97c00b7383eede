import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { fieldErrors } from '../../../../../src/server/site-content/schema/declare/field-errors'
import {
  checkContent,
  contentGroups,
  type SiteContent,
} from '../../../../../src/server/site-content/schema/index'
import type { SchoolFacts } from '../../../../../src/shared/content/facts'
import type { FivePoints } from '../../../../../src/shared/content/types'

type Published<G extends keyof SiteContent> = NonNullable<SiteContent[G]>

describe('field errors', () => {
  it('keys each problem by the dotted path of its field, the first problem of each', () => {
    const result = v.safeParse(contentGroups.faq.publish, {
      faq: [
        { question: 'Is it online?', answer: 'Yes.' },
        { question: 'Is it\nonline?\u202E', answer: '' },
        { question: 'q'.repeat(201) },
      ],
    })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.issues ?? [])).toEqual({
      // Two problems (a line break, a direction override): the first one checked is said.
      'faq.1.question': 'Question must not contain characters that change the direction of text',
      'faq.1.answer': 'Answer is required',
      'faq.2.question': 'Question must be at most 200 characters',
      'faq.2.answer': 'Answer is required',
    })
  })

  it('keys a problem with the whole group by the empty path', () => {
    expect(checkContent('tuition', 'draft', '12500 USD')).toEqual({
      ok: false,
      errors: { '': 'Tuition must be a set of fields' },
    })
    expect(fieldErrors([])).toEqual({})
  })

  it('checks a group by its name, as a draft or to publish', () => {
    const half = { faq: [{ question: 'Is it online?' }] }
    expect(checkContent('faq', 'draft', half)).toEqual({ ok: true, content: half })
    expect(checkContent('faq', 'publish', half)).toEqual({
      ok: false,
      errors: { 'faq.0.answer': 'Answer is required' },
    })
    const cohort = { cohorts: [{ startDate: '2027-03-01', applicationDeadline: '2027-03-02' }] }
    expect(checkContent('cohort', 'draft', cohort)).toEqual({ ok: true, content: cohort })
    expect(checkContent('cohort', 'publish', cohort)).toEqual({
      ok: false,
      errors: { 'cohorts.0.format': 'Format is required' },
    })
  })

  it('has a draft and a publish schema for every group the editor shows', () => {
    expect(Object.keys(contentGroups)).toEqual([
      'cohort',
      'tuition',
      'programLength',
      'timeSupport',
      'acceleratorCard',
      'applying',
      'instructors',
      'outcomes',
      'graduates',
      'faq',
      'contactDetails',
      'offerings',
      'stageMessages',
    ])
    for (const group of Object.values(contentGroups)) {
      expect(v.safeParse(group.draft, {}).success).toBe(true)
      expect(v.safeParse(group.publish, {}).success).toBe(false)
    }
  })

  it('publishes content that maps onto the school’s facts as they are typed (checked by tsc)', () => {
    type Cohort = Published<'cohort'>['cohorts'][number]
    expectTypeOf<Pick<Cohort, 'startDate' | 'applicationDeadline'>>().toExtend<
      NonNullable<SchoolFacts['nextCohort']>
    >()
    expectTypeOf<Cohort['format']>().toExtend<NonNullable<SchoolFacts['format']>>()
    expectTypeOf<Published<'tuition'>>().toExtend<NonNullable<SchoolFacts['tuition']>>()
    expectTypeOf<Published<'applying'>['steps']>().toExtend<
      NonNullable<SchoolFacts['howToApply']>
    >()
    expectTypeOf<Published<'instructors'>['instructors']>().toExtend<
      NonNullable<SchoolFacts['instructors']>
    >()
    expectTypeOf<Published<'faq'>['faq']>().toExtend<NonNullable<SchoolFacts['faq']>>()
    expectTypeOf<Published<'offerings'>['corporate']['items']>().toEqualTypeOf<FivePoints>()
    expectTypeOf<Published<'contactDetails'>['phone']>().toEqualTypeOf<{
      display: string
      tel: string
      note?: string | undefined
    }>()
  })
})
