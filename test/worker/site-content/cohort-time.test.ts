// A cohort's dates act at the exact minute, in the cohort's own time zone: applications close
// when the deadline's day ends there, the cohort stops being "next" when its first day begins
// there, across summer-time changes and in zones where a day does not begin at midnight.
import { describe, expect, it } from 'vitest'
import {
  applicationsClose,
  cohortPhase,
  cohortStarts,
  dateBoundaries,
  localDate,
  nextCohort,
  staleCohorts,
  startOfDay,
} from '../../../src/server/site-content/cohort-time'

const at = (iso: string) => Date.parse(iso)
const spring = {
  startDate: '2027-03-01',
  applicationDeadline: '2027-02-15',
  timeZone: 'America/New_York',
}
const autumn = {
  startDate: '2027-09-06',
  applicationDeadline: '2027-08-16',
  timeZone: 'America/New_York',
}

describe('a day in a time zone', () => {
  it('begins at local midnight, whatever the offset', () => {
    expect(startOfDay('2027-02-16', 'America/New_York')).toBe(at('2027-02-16T05:00:00Z'))
    expect(startOfDay('2027-07-01', 'America/New_York')).toBe(at('2027-07-01T04:00:00Z'))
    expect(startOfDay('2027-01-10', 'Asia/Kolkata')).toBe(at('2027-01-09T18:30:00Z'))
    expect(startOfDay('2027-01-10', 'Pacific/Kiritimati')).toBe(at('2027-01-09T10:00:00Z'))
    expect(startOfDay('2027-01-10', 'Etc/GMT+12')).toBe(at('2027-01-10T12:00:00Z'))
    expect(startOfDay('2027-01-10', 'UTC')).toBe(at('2027-01-10T00:00:00Z'))
  })

  it('begins at the first instant after midnight where summer time skips it', () => {
    // Cuba moves its clocks from 00:00 to 01:00 on 14 March 2027: that day begins at 01:00 local.
    const start = startOfDay('2027-03-14', 'America/Havana')
    expect(start).toBe(at('2027-03-14T05:00:00Z'))
    expect(localDate(start - 1, 'America/Havana')).toBe('2027-03-13')
    expect(localDate(start, 'America/Havana')).toBe('2027-03-14')
  })

  it('is found on the days the clocks change in the hours after midnight', () => {
    expect(startOfDay('2027-03-28', 'Europe/Berlin')).toBe(at('2027-03-27T23:00:00Z'))
    expect(startOfDay('2027-10-31', 'Europe/Berlin')).toBe(at('2027-10-30T22:00:00Z'))
  })
})

describe('a cohort at an instant', () => {
  it('takes applications until its deadline day ends where it is taught, to the millisecond', () => {
    const close = applicationsClose(spring)
    expect(close).toBe(at('2027-02-16T05:00:00Z'))
    expect(cohortPhase(spring, close - 1)).toBe('applying')
    expect(cohortPhase(spring, close)).toBe('closed')
  })

  it('has begun from the first instant of its start date there', () => {
    const starts = cohortStarts(spring)
    expect(starts).toBe(at('2027-03-01T05:00:00Z'))
    expect(cohortPhase(spring, starts - 1)).toBe('closed')
    expect(cohortPhase(spring, starts)).toBe('started')
  })

  it('without a deadline takes applications until it begins', () => {
    const open = { startDate: '2027-03-01', timeZone: 'Europe/Berlin' }
    expect(cohortPhase(open, at('2027-02-28T22:59:59Z'))).toBe('applying')
    expect(cohortPhase(open, at('2027-02-28T23:00:00Z'))).toBe('started')
  })
})

describe('the next cohort', () => {
  const cohorts = [spring, autumn]

  it('is the first still taking applications, then the next once its deadline passed', () => {
    expect(nextCohort(cohorts, at('2027-01-01T00:00:00Z'))).toEqual({
      cohort: spring,
      phase: 'applying',
    })
    // Spring's applications closed: autumn, which still takes them, is offered.
    expect(nextCohort(cohorts, applicationsClose(spring))).toEqual({
      cohort: autumn,
      phase: 'applying',
    })
  })

  it('is a cohort closed to applications when none ahead takes them, and none once all began', () => {
    expect(nextCohort([spring], applicationsClose(spring))).toEqual({
      cohort: spring,
      phase: 'closed',
    })
    expect(nextCohort(cohorts, cohortStarts(autumn))).toBeNull()
    expect(nextCohort([], 0)).toBeNull()
  })

  it('turns stale once begun: staff are told, nothing is offered', () => {
    expect(staleCohorts(cohorts, cohortStarts(spring) - 1)).toEqual([])
    expect(staleCohorts(cohorts, cohortStarts(spring))).toEqual([spring])
  })
})

describe('the instants the pages change on their own', () => {
  it('are every deadline’s end and every start, in order', () => {
    expect(dateBoundaries([autumn, spring, { startDate: '2027-05-03', timeZone: 'UTC' }])).toEqual([
      at('2027-02-16T05:00:00Z'),
      at('2027-03-01T05:00:00Z'),
      at('2027-05-03T00:00:00Z'),
      at('2027-08-17T04:00:00Z'),
      at('2027-09-06T04:00:00Z'),
    ])
  })
})
