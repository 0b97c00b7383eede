// Content stored before sessions existed, read in today's shape (site-content/schedule-upgrade.ts):
// days that read as weekdays become sessions with the one range of hours; any other text is kept,
// with its hours, as the text the page shows until staff list the sessions.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  upgradedContent,
  upgradedGroup,
  weekdaysIn,
} from '../../../src/server/site-content/schedule-upgrade'
import { contentGroups } from '../../../src/server/site-content/schema/index'

const old = (schedule: object) => ({
  cohorts: [{ startDate: '2027-03-01', format: { mode: 'online' }, schedule }],
})
const hours = { from: '18:30', to: '21:30' }

describe('reading a schedule stored as days and hours', () => {
  it('reads the ways staff wrote days as weekdays', () => {
    expect(weekdaysIn('Mon–Thu')).toEqual(['mon', 'tue', 'wed', 'thu'])
    expect(weekdaysIn('Tue, Wed')).toEqual(['tue', 'wed'])
    expect(weekdaysIn('Tuesdays and Wednesdays')).toEqual(['tue', 'wed'])
    expect(weekdaysIn('Mon/Wed/Fri')).toEqual(['mon', 'wed', 'fri'])
    expect(weekdaysIn('Sat & Mon')).toEqual(['mon', 'sat'])
    expect(weekdaysIn('Fri - Mon')).toEqual(['mon', 'fri', 'sat', 'sun'])
    expect(weekdaysIn('Thurs. to Saturday')).toEqual(['thu', 'fri', 'sat'])
    for (const text of ['Mon & Wed evenings, Sat mornings', 'weekends', 'Mon–', 'Mon–Wed–Fri', ''])
      expect(weekdaysIn(text)).toBeNull()
  })

  it('makes a session of each day named, with the hours, and publishes it', () => {
    const upgraded = upgradedGroup(
      'cohort',
      old({ days: 'Mon–Wed', hours, timeZone: 'Europe/Berlin' }),
    )
    expect(upgraded).toEqual(
      old({
        sessions: [
          { day: 'mon', ...hours },
          { day: 'tue', ...hours },
          { day: 'wed', ...hours },
        ],
        timeZone: 'Europe/Berlin',
      }),
    )
    expect(v.safeParse(contentGroups.cohort.publish, upgraded).success).toBe(true)
  })

  it('keeps a text that names no weekdays whole, with its hours, as the page said it', () => {
    const text = 'Mon & Wed evenings, Sat mornings'
    const upgraded = upgradedGroup('cohort', old({ days: text, hours, timeZone: 'Europe/Berlin' }))
    const [cohort] = (upgraded as { cohorts: { schedule: object }[] }).cohorts
    expect(cohort?.schedule).toEqual({
      earlierText: expect.stringMatching(/^Mon & Wed evenings, Sat mornings, 6:30\sPM–9:30\sPM$/),
      timeZone: 'Europe/Berlin',
    })
    expect(v.safeParse(contentGroups.cohort.publish, upgraded).success).toBe(true)
  })

  it('keeps days without hours, and hours without days, as text', () => {
    expect(upgradedGroup('cohort', old({ days: 'Saturdays' }))).toEqual(
      old({ earlierText: 'Saturdays' }),
    )
    const [upgraded] = (
      upgradedGroup('cohort', old({ hours: { from: '09:00', to: '12:00' } })) as {
        cohorts: { schedule: { earlierText: string } }[]
      }
    ).cohorts
    expect(upgraded?.schedule.earlierText).toMatch(/^9:00\sAM–12:00\sPM$/)
  })

  it('leaves a schedule already in sessions, other groups and other fields as they are', () => {
    const today = old({ sessions: [{ day: 'mon', ...hours }], timeZone: 'UTC' })
    expect(upgradedGroup('cohort', today)).toEqual(today)
    const faq = { faq: [{ question: 'days?', answer: 'Mon–Thu' }] }
    expect(upgradedContent({ faq, cohort: old({ days: 'Mon', hours }) })).toEqual({
      faq,
      cohort: old({ sessions: [{ day: 'mon', ...hours }] }),
    })
  })
})
