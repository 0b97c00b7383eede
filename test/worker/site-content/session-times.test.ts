// A cohort's zone said with its offsets over the program's weeks, and its sessions' instants
// (site-content/session-times.ts, components/cohorts/cohort-sessions.tsx): zones with summer
// time on either side of the equator, a half-hour zone without it, and UTC.
import { describe, expect, it } from 'vitest'
import { zoneLine } from '../../../src/server/components/cohorts/cohort-sessions'
import { cohortSpan, sessionRuns } from '../../../src/server/site-content/session-times'

describe('a cohort’s zone and its sessions’ instants', () => {
  it('names the zone with its offset, and each change of it during the cohort', () => {
    expect(zoneLine({ timeZone: 'Asia/Kolkata', startDate: '2027-03-01', weeks: 28 })).toBe(
      'Kolkata time, UTC+5:30',
    )
    expect(zoneLine({ timeZone: 'UTC', startDate: '2027-03-01', weeks: 28 })).toBe('UTC')
    expect(zoneLine({ timeZone: 'Australia/Sydney', startDate: '2027-03-01', weeks: 28 })).toBe(
      'Sydney time, UTC+11 (UTC+10 from April 4)',
    )
    expect(
      zoneLine({ timeZone: 'America/Argentina/Buenos_Aires', startDate: '2027-03-01', weeks: 28 }),
    ).toBe('Buenos Aires time, UTC−3')
    expect(zoneLine({ timeZone: 'America/New_York', startDate: '2027-09-07', weeks: 28 })).toBe(
      'New York time, UTC−4 (UTC−5 from November 7, UTC−4 from March 12)',
    )
  })

  it('runs the program’s weeks from the start date', () => {
    expect(cohortSpan('2027-03-01', 28)).toEqual({ first: '2027-03-01', last: '2027-09-12' })
    expect(cohortSpan('2027-03-01', 8)).toEqual({ first: '2027-03-01', last: '2027-04-25' })
  })

  it('says only the changes of the zone’s clocks within the program’s weeks', () => {
    // Eight weeks from January end before New York's clocks change in March.
    expect(zoneLine({ timeZone: 'America/New_York', startDate: '2027-01-05', weeks: 8 })).toBe(
      'New York time, UTC−5',
    )
    expect(zoneLine({ timeZone: 'America/New_York', startDate: '2027-01-05', weeks: 28 })).toBe(
      'New York time, UTC−5 (UTC−4 from March 14)',
    )
  })

  it('gives a session’s weeks as instants, a new run where the zone’s clocks change', () => {
    const runs = sessionRuns(
      { day: 'sun', from: '10:00', to: '11:30' },
      { startDate: '2027-03-01', timeZone: 'Asia/Kolkata', weeks: 28 },
    )
    // No change in Kolkata: one run, the first Sunday on or after the start, all 28 weeks.
    expect(runs).toEqual([
      { start: Date.parse('2027-03-07T04:30:00Z'), weeks: 28, minutes: 90, offset: 330 },
    ])
    const sydney = sessionRuns(
      { day: 'mon', from: '19:00', to: '21:00' },
      { startDate: '2027-03-01', timeZone: 'Australia/Sydney', weeks: 28 },
    )
    expect(sydney.map((run) => [run.weeks, run.offset])).toEqual([
      [5, 660],
      [23, 600],
    ])
    expect(sydney[1]?.start).toBe(Date.parse('2027-04-05T09:00:00Z'))
  })
})
