import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isTimeZone } from '../../../../src/server/site-content/schema/declare/calendar'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.cohort.publish
const draft = () => contentGroups.cohort.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const spring = {
  startDate: '2027-03-01',
  applicationDeadline: '2027-02-15',
  schedule: {
    sessions: [
      { day: 'mon', from: '19:00', to: '21:00' },
      { day: 'sat', from: '10:00', to: '13:00' },
    ],
    timeZone: 'America/New_York',
  },
  format: { mode: 'blended', location: { name: 'Lumen campus', address: '1 Main St, Boston' } },
  seats: 24,
}
const autumn = { startDate: '2027-09-06', format: { mode: 'online' } }

/** The spring cohort with some of its fields changed. */
const springWith = (changes: object) => ({ cohorts: [{ ...spring, ...changes }] })

describe('the next cohort(s)', () => {
  it('publishes two whole cohorts, the earlier first, as typed', () => {
    expect(v.parse(publish(), { cohorts: [spring, autumn] })).toEqual({ cohorts: [spring, autumn] })
  })

  it('publishes a cohort with only its start date and an online format', () => {
    expect(v.parse(publish(), { cohorts: [autumn] })).toEqual({ cohorts: [autumn] })
  })

  it('trims what was typed and drops optional fields left blank', () => {
    const typed = { ...autumn, startDate: ' 2027-09-06 ', applicationDeadline: ' ', seats: null }
    expect(v.parse(publish(), { cohorts: [typed] })).toEqual({ cohorts: [autumn] })
  })

  it('keeps a half-finished draft: a cohort with only a session’s day, a location without address', () => {
    const half = {
      cohorts: [{ schedule: { sessions: [{ day: 'mon', from: '19:00' }] } }, { format: {} }],
    }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), {})).toEqual({})
    expect(v.parse(draft(), { cohorts: [] })).toEqual({ cohorts: [] })
    const place = { cohorts: [{ format: { mode: 'onsite', location: { name: 'Campus' } } }] }
    expect(v.parse(draft(), place)).toEqual(place)
  })

  it('refuses to publish without a cohort, its start date or its format', () => {
    expect(errors(publish(), {})).toEqual({ cohorts: 'Next cohorts is required' })
    expect(errors(publish(), { cohorts: [] })).toEqual({
      cohorts: 'Next cohorts needs at least 1 entry',
    })
    expect(errors(publish(), { cohorts: [{ startDate: '' }] })).toEqual({
      'cohorts.0.startDate': 'Start date is required',
      'cohorts.0.format': 'Format is required',
    })
    expect(errors(publish(), springWith({ format: {} }))).toEqual({
      'cohorts.0.format.mode': 'Attended is required',
    })
  })

  it('refuses a fifth cohort, in a draft too', () => {
    const more = ['2027-06-07', '2027-12-06', '2028-01-10'].map((startDate) => ({
      startDate,
      format: { mode: 'online' },
    }))
    expect(errors(draft(), { cohorts: [spring, autumn, ...more] })).toEqual({
      cohorts: 'Next cohorts must have at most 4 entries',
    })
  })

  it('refuses dates that are not real, in a draft too', () => {
    expect(errors(draft(), { cohorts: [{ startDate: '2027-02-30' }] })).toEqual({
      'cohorts.0.startDate': 'Start date must be a real date, YYYY-MM-DD',
    })
    expect(errors(publish(), springWith({ applicationDeadline: '15/02/2027' }))).toEqual({
      'cohorts.0.applicationDeadline': 'Application deadline must be a real date, YYYY-MM-DD',
    })
  })

  it('refuses to publish a deadline after the start date; the same day is fine', () => {
    expect(errors(publish(), springWith({ applicationDeadline: '2027-03-02' }))).toEqual({
      'cohorts.0.applicationDeadline': 'Application deadline must be on or before the start date',
    })
    expect(errors(publish(), springWith({ applicationDeadline: '2027-03-01' }))).toEqual({})
    expect(errors(draft(), springWith({ applicationDeadline: '2027-03-02' }))).toEqual({})
  })

  it('refuses to publish two cohorts out of order or on the same day', () => {
    expect(errors(publish(), { cohorts: [autumn, spring] })).toEqual({
      'cohorts.1.startDate': "Start date must be after the previous cohort's start date",
    })
    expect(
      errors(publish(), { cohorts: [spring, { ...autumn, startDate: spring.startDate }] }),
    ).toEqual({
      'cohorts.1.startDate': "Start date must be after the previous cohort's start date",
    })
    expect(errors(draft(), { cohorts: [autumn, spring] })).toEqual({})
  })

  it('publishes up to four cohorts, each after the one before, and refuses a fifth', () => {
    const summer = { startDate: '2027-06-07', format: { mode: 'online' } }
    const winter = { startDate: '2027-12-06', format: { mode: 'online' } }
    expect(v.parse(publish(), { cohorts: [spring, summer, autumn, winter] })).toEqual({
      cohorts: [spring, summer, autumn, winter],
    })
    expect(errors(publish(), { cohorts: [spring, autumn, summer] })).toEqual({
      'cohorts.2.startDate': "Start date must be after the previous cohort's start date",
    })
  })

  it('names the field, not the order, while a date is not yet real', () => {
    expect(
      errors(publish(), { cohorts: [autumn, { ...spring, startDate: '2027-02-31' }] }),
    ).toEqual({
      'cohorts.1.startDate': 'Start date must be a real date, YYYY-MM-DD',
    })
    expect(errors(publish(), springWith({ startDate: '2027-02-31' }))).toEqual({
      'cohorts.0.startDate': 'Start date must be a real date, YYYY-MM-DD',
    })
  })

  it('takes IANA time zones only', () => {
    for (const zone of [
      'Europe/London',
      'America/Argentina/Buenos_Aires',
      'America/Port-au-Prince',
      'UTC',
      'Asia/Kolkata',
    ])
      expect(isTimeZone(zone)).toBe(true)
    for (const zone of ['Mars/Olympus', 'GMT+25', '+01:00', '-05:00', 'CEST', 'Europe London'])
      expect(isTimeZone(zone)).toBe(false)
    expect(errors(draft(), springWith({ schedule: { timeZone: 'Europe/Londn' } }))).toEqual({
      'cohorts.0.schedule.timeZone': 'Time zone must be an IANA time zone, such as Europe/London',
    })
  })

  it('refuses a format that is none of online, onsite, blended', () => {
    expect(errors(draft(), springWith({ format: { mode: 'in person' } }))).toEqual({
      'cohorts.0.format.mode': 'Attended must be online, in person, or online and in person',
    })
  })

  it('refuses to publish an onsite or blended cohort without its location, whole', () => {
    for (const mode of ['onsite', 'blended'])
      expect(errors(publish(), springWith({ format: { mode } }))).toEqual({
        'cohorts.0.format.location': 'Location is required unless the course is online',
      })
    expect(errors(publish(), springWith({ format: { mode: 'onsite', location: {} } }))).toEqual({
      'cohorts.0.format.location.name': 'Location name is required',
      'cohorts.0.format.location.address': 'Address is required',
    })
    expect(errors(draft(), springWith({ format: { mode: 'onsite' } }))).toEqual({})
  })

  it('takes seats as a whole number from 1 to 10000', () => {
    expect(errors(publish(), springWith({ seats: 0 }))).toEqual({
      'cohorts.0.seats': 'Seats must be at least 1',
    })
    expect(errors(publish(), springWith({ seats: 2.5 }))).toEqual({
      'cohorts.0.seats': 'Seats must be a whole number',
    })
    expect(errors(draft(), springWith({ seats: '24' }))).toEqual({
      'cohorts.0.seats': 'Seats must be a number',
    })
    expect(errors(publish(), springWith({ seats: 10_001 }))).toEqual({
      'cohorts.0.seats': 'Seats must be at most 10000',
    })
    expect(errors(publish(), springWith({ seats: 1 }))).toEqual({})
    expect(errors(publish(), springWith({ seats: 10_000 }))).toEqual({})
  })

  it('caps its texts and refuses what the pages could not show, in a draft too', () => {
    const place = (name: string, address: string) =>
      springWith({ format: { mode: 'onsite', location: { name, address } } })
    expect(errors(draft(), place('x'.repeat(101), 'y'.repeat(201)))).toEqual({
      'cohorts.0.format.location.name': 'Location name must be at most 100 characters',
      'cohorts.0.format.location.address': 'Address must be at most 200 characters',
    })
    expect(errors(draft(), place('x'.repeat(100), 'y'.repeat(200)))).toEqual({})
    expect(errors(draft(), place('Campus\nB', '1 Main St'))).toEqual({
      'cohorts.0.format.location.name': 'Location name must be a single line',
    })
  })

  it('names each part of the schedule and the format that is not a set of fields', () => {
    expect(errors(draft(), springWith({ schedule: 'Mon–Thu 7–9pm' }))).toEqual({
      'cohorts.0.schedule': 'Schedule must be a set of fields',
    })
    expect(errors(draft(), springWith({ schedule: { sessions: 'Mon 19–21' } }))).toEqual({
      'cohorts.0.schedule.sessions': 'Sessions must be a list',
    })
    expect(errors(draft(), springWith({ format: 'online' }))).toEqual({
      'cohorts.0.format': 'Format must be a set of fields',
    })
    expect(errors(draft(), springWith({ format: { mode: 'onsite', location: 'Campus' } }))).toEqual(
      {
        'cohorts.0.format.location': 'Location must be a set of fields',
      },
    )
  })

  it('says what is wrong when the group or a cohort is not a set of fields', () => {
    expect(errors(draft(), 'cohort')).toEqual({ '': 'The cohort must be a set of fields' })
    expect(errors(draft(), { cohorts: ['spring'] })).toEqual({
      'cohorts.0': 'Cohort must be a set of fields',
    })
    expect(errors(draft(), { cohorts: 'spring' })).toEqual({
      cohorts: 'Next cohorts must be a list',
    })
  })
})
