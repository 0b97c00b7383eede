// The content's dates and times as staff type them (schema/declare/calendar.ts): real days of the calendar,
// times on the 24-hour clock, each refusal naming its field.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  isoDate,
  isRealDate,
  timeOfDay,
  timeZone,
  timeZoneNames,
} from '../../../../../src/server/site-content/schema/declare/calendar'

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message)

describe('dates and times', () => {
  it('takes real dates only, YYYY-MM-DD', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2026-12-31', '2026-01-01'])
      expect(isRealDate(date)).toBe(true)
    for (const date of [
      '2026-02-30',
      '2027-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T10:00',
      ' 2026-01-05x',
      'x2026-01-05',
      '0026-01-05',
    ])
      expect(isRealDate(date)).toBe(false)
  })

  it('names the field and the form of a date it refuses, after trimming', () => {
    expect(issues(isoDate('Start date'), '2026-02-30')).toEqual([
      'Start date must be a real date, YYYY-MM-DD',
    ])
    expect(issues(isoDate('Start date'), '30/01/2026')).toEqual([
      'Start date must be a real date, YYYY-MM-DD',
    ])
    expect(v.parse(isoDate('Start date'), ' 2026-01-30 ')).toBe('2026-01-30')
  })

  it('takes a time of day on the 24-hour clock', () => {
    for (const time of ['00:00', '09:30', '19:00', '23:59'])
      expect(v.parse(timeOfDay('From'), time)).toBe(time)
    for (const time of ['24:00', '7:00', '19:60', '7pm', '19:00:00', '19h00'])
      expect(issues(timeOfDay('From'), time)).toEqual([
        'From must be a time of day, HH:MM (24-hour)',
      ])
  })

  it('names the time zone field in each refusal, its length and its lines too', () => {
    expect(v.parse(timeZone(64), ' America/New_York ')).toBe('America/New_York')
    expect(issues(timeZone(64), 'Mars/Olympus_Mons')).toEqual([
      'Time zone must be an IANA time zone, such as Europe/London',
    ])
    expect(issues(timeZone(8), 'Europe/London')?.[0]).toBe('Time zone must be at most 8 characters')
    expect(issues(timeZone(64), 'Europe/\nLondon')?.[0]).toBe('Time zone must be a single line')
  })

  it('keeps a time zone as the list of zones spells it, whatever its case or alias', () => {
    expect(v.parse(timeZone(64), 'europe/london')).toBe('Europe/London')
    expect(v.parse(timeZone(64), 'AMERICA/NEW_YORK')).toBe('America/New_York')
    expect(v.parse(timeZone(64), 'US/Eastern')).toBe('America/New_York')
    expect(v.parse(timeZone(64), 'Etc/UTC')).toBe('UTC')
    // One spelling for Kolkata, whichever the runtime's list holds.
    const kolkata = v.parse(timeZone(64), 'Asia/Kolkata')
    expect(v.parse(timeZone(64), 'Asia/Calcutta')).toBe(kolkata)
    expect(issues(timeZone(64), 'Europe/Berln')).toEqual([
      'Time zone must be an IANA time zone, such as Europe/London',
    ])
    // Every zone offered is kept as it is offered.
    const names = timeZoneNames()
    expect(names.length).toBeGreaterThan(300)
    expect(names).toContain('UTC')
    expect(names).toContain(kolkata)
    for (const name of names) expect(v.parse(timeZone(64), name)).toBe(name)
  })
})
