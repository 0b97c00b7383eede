// Where the cohorts' sessions contradict what Time & Support says of the lectures: the days it
// names and the hours it gives a lecture (docs/inbox.md, "Site content").
import { describe, expect, it } from 'vitest'
import { scheduleContradictions } from '../../../../src/server/inbox/editor/schedule-check'

// A session as staff may leave it in a draft: any part still missing.
type Session = { day?: string; from?: string; to?: string }

const cohortOf = (startDate: string | undefined, sessions: Session[] | undefined) => ({
  startDate,
  ...(sessions && { schedule: { sessions, timeZone: 'Europe/Berlin' } }),
  format: { mode: 'online' },
})

const evenings = (...days: string[]) => days.map((day) => ({ day, from: '18:30', to: '21:30' }))

/** What publishing would make live: the lectures' text and the cohorts. */
const content = (lectures: string | undefined, ...cohorts: ReturnType<typeof cohortOf>[]) => ({
  ...(lectures !== undefined && {
    timeSupport: { hoursPerWeek: 20, lectures, officeHours: 'x', chatCommunity: 'y' },
  }),
  cohort: { cohorts },
})

describe('the schedule against Time & Support', () => {
  it('names each cohort meeting on other days than the lectures, in the site’s dates', () => {
    const found = scheduleContradictions(
      content(
        'Two 3-hour lectures, on Tuesday and Wednesday',
        cohortOf('2027-03-02', evenings('sat', 'mon', 'wed')),
        cohortOf('2027-09-07', evenings('tue', 'wed')),
      ),
    )
    expect(found).toEqual([
      'Time & Support says the lectures are on Tuesday and Wednesday; the cohort starting March 2, 2027 meets on Monday, Wednesday and Saturday.',
    ])
  })

  it('reads the built-in Time & Support when publishing would keep it', () => {
    expect(
      scheduleContradictions(content(undefined, cohortOf('2027-03-02', evenings('mon')))),
    ).toEqual([
      'Time & Support says the lectures are on Tuesday and Wednesday; the cohort starting March 2, 2027 meets on Monday.',
    ])
  })

  it('reads abbreviations and plurals as the days they name, and nothing inside other words', () => {
    const sessions = evenings('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
    for (const lectures of [
      'Mon, Tue, Wed, Thu, Fri, Sat and Sun',
      'Mondays, Tues, Weds, Thurs, Fridays, Saturdays, Sundays',
      'Monday, Tuesdays, Wednesday, Thur, Friday, Saturday, Sunday evenings',
    ])
      expect(scheduleContradictions(content(lectures, cohortOf('2027-03-02', sessions)))).toEqual(
        [],
      )
    // "Monument", "Tuesdayish" and "satisfied" name no day: only Friday is named.
    expect(
      scheduleContradictions(
        content('At the Monument, Tuesdayish, Friday, satisfied', cohortOf('2027-03-02', sessions)),
      ),
    ).toEqual([
      'Time & Support says the lectures are on Friday; the cohort starting March 2, 2027 meets on Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday.',
    ])
  })

  it('finds nothing to contradict in a text naming no weekday, nor in a cohort without sessions', () => {
    expect(
      scheduleContradictions(
        content('Two lectures a week, in the evening', cohortOf('2027-03-02', evenings('mon'))),
      ),
    ).toEqual([])
    expect(
      scheduleContradictions(
        content(
          'Two 3-hour lectures, on Tuesday and Wednesday',
          cohortOf('2027-03-02', undefined),
          cohortOf('2027-09-07', []),
        ),
      ),
    ).toEqual([])
    expect(scheduleContradictions({})).toEqual([])
  })

  it('names a cohort whose sessions last other than the hours a lecture is said to', () => {
    const sessions = [
      { day: 'tue', from: '18:00', to: '21:00' },
      { day: 'wed', from: '18:00', to: '20:30' },
    ]
    expect(
      scheduleContradictions(
        content('Two 3-hour lectures, on Tuesday and Wednesday', cohortOf(undefined, sessions)),
      ),
    ).toEqual([
      'Time & Support says a lecture lasts 3 hours; the first cohort has sessions of 2 hours 30 minutes.',
    ])
    expect(
      scheduleContradictions(
        content('Lectures of 2 hours on Tuesday and Wednesday', cohortOf('2027-03-02', sessions)),
      ),
    ).toEqual([
      'Time & Support says a lecture lasts 2 hours; the cohort starting March 2, 2027 has sessions of 3 hours and 2 hours 30 minutes.',
    ])
    // Stated as it is, every session that long: nothing to say; no hours stated: nothing either.
    for (const lectures of ['Two 3-hour lectures, Tue and Wed', 'Lectures on Tue and Wed'])
      expect(
        scheduleContradictions(
          content(lectures, cohortOf('2027-03-02', evenings('tue', 'wed').slice(0, 2))),
        ),
      ).toEqual([])
  })

  it('reads whole, two-digit and decimal hours, and lists two stated lengths with “or”', () => {
    const sessions = [
      { day: 'tue', from: '18:00', to: '19:30' },
      { day: 'wed', from: '18:00', to: '20:15' },
      { day: 'sat', from: '08:00', to: '20:00' },
    ]
    const lectures =
      'Lectures of 1.5-hour on Tuesday, 2.25 hours on Wednesday, 12 hours on Saturday'
    expect(scheduleContradictions(content(lectures, cohortOf('2027-03-02', sessions)))).toEqual([])
    expect(
      scheduleContradictions(
        content(
          'Lectures of 2 hours or 3 hours, on Tuesday',
          cohortOf('2027-03-02', [{ day: 'tue', from: '18:00', to: '20:30' }]),
        ),
      ),
    ).toEqual([
      'Time & Support says a lecture lasts 2 hours or 3 hours; the cohort starting March 2, 2027 has sessions of 2 hours 30 minutes.',
    ])
  })

  it('says a length in the words a person would: no “0 hours”, one hour, one minute', () => {
    const sessions = [
      { day: 'tue', from: '18:00', to: '18:45' },
      { day: 'tue', from: '18:00', to: '19:01' },
      { day: 'tue', from: '18:00', to: '20:00' },
    ]
    expect(
      scheduleContradictions(
        content('Two 3-hour lectures, on Tuesday', cohortOf('2027-03-02', sessions)),
      ),
    ).toEqual([
      'Time & Support says a lecture lasts 3 hours; the cohort starting March 2, 2027 has sessions of 45 minutes, 1 hour 1 minute and 2 hours.',
    ])
  })

  it('leaves out a session still being written: a day, a start or an end missing', () => {
    const unfinished = [
      { day: 'tue', from: '18:00' },
      { from: '18:00', to: '20:00' },
      { day: 'wed', to: '20:00' },
    ]
    expect(
      scheduleContradictions(
        content('Two 3-hour lectures, on Tuesday', cohortOf('2027-03-02', unfinished)),
      ),
    ).toEqual([])
  })
})
