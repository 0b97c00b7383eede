// A cohort's schedule day by day (schema/cohort-schedule.ts): sessions, each a weekday with its
// own hours, ending after they start, in the cohort's zone; the text written before sessions
// existed kept until sessions are listed.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.cohort.publish
const draft = () => contentGroups.cohort.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const sessions = [
  { day: 'mon', from: '18:30', to: '21:30' },
  { day: 'wed', from: '18:30', to: '21:30' },
  { day: 'sat', from: '10:00', to: '13:00' },
]
const cohortWith = (schedule: object) => ({
  cohorts: [{ startDate: '2027-03-01', format: { mode: 'online' }, schedule }],
})

describe('a cohort’s sessions', () => {
  it('publishes sessions, each a day with its own hours, in the cohort’s zone, as typed', () => {
    const content = cohortWith({ sessions, timeZone: 'Europe/Berlin' })
    expect(v.parse(publish(), content)).toEqual(content)
  })

  it('refuses a session ending at or before its start, and names the field; a draft keeps it', () => {
    for (const to of ['18:30', '17:00'])
      expect(
        errors(
          publish(),
          cohortWith({ sessions: [{ day: 'mon', from: '18:30', to }], timeZone: 'UTC' }),
        ),
      ).toEqual({ 'cohorts.0.schedule.sessions.0.to': 'End time must be after the start time' })
    const late = cohortWith({ sessions: [{ day: 'mon', from: '22:00', to: '01:00' }] })
    expect(errors(draft(), late)).toEqual({})
  })

  it('refuses to publish a session without its day or hours; a draft may leave them out', () => {
    const half = cohortWith({ sessions: [{ from: '18:30' }], timeZone: 'UTC' })
    expect(errors(publish(), half)).toEqual({
      'cohorts.0.schedule.sessions.0.day': 'Day is required',
      'cohorts.0.schedule.sessions.0.to': 'End time is required',
    })
    expect(v.parse(draft(), half)).toEqual(half)
  })

  it('takes the seven days of the week only, and hours as HH:MM', () => {
    expect(
      errors(draft(), cohortWith({ sessions: [{ day: 'Monday', from: '7pm', to: '21:00' }] })),
    ).toEqual({
      'cohorts.0.schedule.sessions.0.day': 'Day must be a day of the week',
      'cohorts.0.schedule.sessions.0.from': 'Start time must be a time of day, HH:MM (24-hour)',
    })
  })

  it('refuses to publish sessions without their time zone', () => {
    expect(errors(publish(), cohortWith({ sessions }))).toEqual({
      'cohorts.0.schedule.timeZone': 'Time zone is required when sessions are given',
    })
    expect(errors(draft(), cohortWith({ sessions }))).toEqual({})
    expect(errors(publish(), cohortWith({ timeZone: 'Europe/Berlin' }))).toEqual({})
  })

  it('holds at most 10 sessions, in a draft too', () => {
    const many = Array.from({ length: 11 }, () => sessions[0])
    expect(errors(draft(), cohortWith({ sessions: many }))).toEqual({
      'cohorts.0.schedule.sessions': 'Sessions must have at most 10 entries',
    })
  })

  it('publishes the text written before sessions alone, and refuses it beside sessions', () => {
    const earlierText = 'Mon & Wed evenings, Sat mornings, 6:30 PM–9:30 PM'
    const kept = cohortWith({ earlierText, timeZone: 'Europe/Berlin' })
    expect(v.parse(publish(), kept)).toEqual(kept)
    expect(
      errors(publish(), cohortWith({ earlierText, sessions, timeZone: 'Europe/Berlin' })),
    ).toEqual({
      'cohorts.0.schedule.earlierText':
        'Schedule as written before must be cleared once sessions are listed',
    })
    expect(errors(draft(), cohortWith({ earlierText: 'x'.repeat(201) }))).toEqual({
      'cohorts.0.schedule.earlierText': 'Schedule as written before must be at most 200 characters',
    })
  })
})
