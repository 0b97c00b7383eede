// The cohort a refused application is offered instead (open-cohorts.ts): the first open one that
// starts after the refused one, else the first open one, and the refused date named as sent.
import { describe, expect, it } from 'vitest'
import { cohortRefusal, nextOpenCohort } from '../../../src/server/applications/open-cohorts'
import type { SchoolFacts } from '../../../src/shared/content/facts'

const facts = (...startDates: string[]) =>
  ({ upcomingCohorts: startDates.map((startDate) => ({ startDate })) }) as unknown as SchoolFacts

describe('the cohort offered instead', () => {
  it('is the first that starts after the refused one', () => {
    const three = facts('2027-03-02', '2027-06-01', '2027-09-07')
    expect(nextOpenCohort(three, '2027-03-02')?.startDate).toBe('2027-06-01')
    expect(nextOpenCohort(three, '2027-06-01')?.startDate).toBe('2027-09-07')
    expect(nextOpenCohort(three, '2027-04-15')?.startDate).toBe('2027-06-01')
  })

  it('is the first open one when none starts later, and none when no other is open', () => {
    const three = facts('2027-03-02', '2027-06-01', '2027-09-07')
    expect(nextOpenCohort(three, '2027-09-07')?.startDate).toBe('2027-03-02')
    expect(nextOpenCohort(facts('2027-03-02'), '2027-03-02')).toBeUndefined()
    expect(nextOpenCohort({} as SchoolFacts, '2027-03-02')).toBeUndefined()
  })

  it('names a date no cohort could have as it was sent, a real one as the page writes it', () => {
    const refusal = cohortRefusal(facts('2027-09-07'), '2027-02-30', 'closed')
    expect(refusal.next).toBe('2027-09-07')
    expect(refusal.message).toBe(
      'The 2027-02-30 cohort no longer takes applications. The next open cohort starts September 7, 2027: it is chosen below.',
    )
    expect(cohortRefusal(facts('2027-03-02'), '2027-03-02', 'full')).toEqual({
      message: 'The March 2, 2027 cohort is full, and no other cohort is open.',
      next: undefined,
    })
  })
})
