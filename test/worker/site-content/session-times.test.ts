// A cohort's zone said with its offsets over the program's 28 weeks, and its sessions' instants
// (site-content/session-times.ts, components/cohorts/cohort-sessions.tsx): zones with summer
// time on either side of the equator, a half-hour zone without it, and UTC.
import { describe, expect, it } from 'vitest'
import { zoneLine } from '../../../src/server/components/cohorts/cohort-sessions'
import { cohortSpan, sessionRuns } from '../../../src/server/site-content/session-times'

describe('a cohort’s zone and its sessions’ instants', () => {
  it('names the zone with its offset, and each change of it during the cohort', () => {
    expect(zoneLine('Asia/Kolkata', '2027-03-01')).toBe('Kolkata time, UTC+5:30')
    expect(zoneLine('UTC', '2027-03-01')).toBe('UTC')
    expect(zoneLine('Australia/Sydney', '2027-03-01')).toBe(
      'Sydney time, UTC+11 (UTC+10 from April 4)',
    )
    expect(zoneLine('America/Argentina/Buenos_Aires', '2027-03-01')).toBe(
      'Buenos Aires time, UTC−3',
    )
    expect(zoneLine('America/New_York', '2027-09-07')).toBe(
      'New York time, UTC−4 (UTC−5 from November 7, UTC−4 from March 12)',
    )
  })

  it('runs 28 weeks from the start date', () => {
    expect(cohortSpan('2027-03-01')).toEqual({ first: '2027-03-01', last: '2027-09-12' })
  })

  it('gives a session’s weeks as instants, a new run where the zone’s clocks change', () => {
    const runs = sessionRuns(
      { day: 'sun', from: '10:00', to: '11:30' },
      '2027-03-01',
      'Asia/Kolkata',
    )
    // No change in Kolkata: one run, the first Sunday on or after the start, all 28 weeks.
    expect(runs).toEqual([
      { start: Date.parse('2027-03-07T04:30:00Z'), weeks: 28, minutes: 90, offset: 330 },
    ])
    const sydney = sessionRuns(
      { day: 'mon', from: '19:00', to: '21:00' },
      '2027-03-01',
      'Australia/Sydney',
    )
    expect(sydney.map((run) => [run.weeks, run.offset])).toEqual([
      [5, 660],
      [23, 600],
    ])
    expect(sydney[1]?.start).toBe(Date.parse('2027-04-05T09:00:00Z'))
  })
})
