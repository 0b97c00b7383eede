// The calendar files of a booked call, read back by a kept calendar library (ical.js): the
// instant across Berlin's change to summer time, the invitation and its cancellation, and text a
// person typed that tries to break the file's structure.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type CallEvent, calendarFile, foldLine } from '../../../src/server/calls/ics'
import { wallClockInstant } from '../../../src/server/calls/wall-clock'

const organizer = { name: 'Lumen Code Academy', email: 'hello@lumen.test' }

function event(overrides: Partial<CallEvent> = {}): CallEvent {
  return {
    uid: 'call-7@lumen.test',
    sequence: 0,
    stamp: new Date('2027-03-01T12:00:00Z'),
    start: new Date(wallClockInstant('2027-03-28', '10:00', 'Europe/Berlin') ?? Number.NaN),
    minutes: 30,
    summary: 'Admission call with Lumen Code Academy',
    description: 'Your call with Grace.',
    organizer,
    attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
    ...overrides,
  }
}

/** The file's calendar and its one event, as ical.js reads them. */
function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  return { calendar, vevent: events[0] as ICAL.Component, event: new ICAL.Event(events[0]) }
}

describe('a call in Berlin on the last Sunday of March (summer time begins at 02:00)', () => {
  it('starts at 08:00 UTC that Sunday, and at 09:00 UTC the Saturday before', () => {
    const sunday = parse(calendarFile(event(), 'REQUEST')).event
    expect(sunday.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z')
    expect(sunday.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:30:00.000Z')
    const saturdayStart = wallClockInstant('2027-03-27', '10:00', 'Europe/Berlin') ?? Number.NaN
    const saturday = parse(calendarFile(event({ start: new Date(saturdayStart) }), 'REQUEST')).event
    expect(saturday.startDate.toJSDate().toISOString()).toBe('2027-03-27T09:00:00.000Z')
  })

  it('refuses 02:30 that night, which Berlin skips; 02:30 in October is the earlier one', () => {
    expect(wallClockInstant('2027-03-28', '02:30', 'Europe/Berlin')).toBeNull()
    expect(
      new Date(wallClockInstant('2027-10-31', '02:30', 'Europe/Berlin') ?? 0).toISOString(),
    ).toBe('2027-10-31T00:30:00.000Z')
    expect(
      new Date(wallClockInstant('2027-03-28', '03:00', 'Europe/Berlin') ?? 0).toISOString(),
    ).toBe('2027-03-28T01:00:00.000Z')
  })

  it('finds no instant for a date or time that is none', () => {
    expect(wallClockInstant('2027-13-01', '10:00', 'Europe/Berlin')).toBeNull()
    expect(wallClockInstant('2027-03-28', '25:00', 'Europe/Berlin')).toBeNull()
  })
})

describe('the invitation and its cancellation', () => {
  it('invites with METHOD:REQUEST, its UID, organizer and attendee', () => {
    const { calendar, vevent, event: parsed } = parse(calendarFile(event(), 'REQUEST'))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(parsed.uid).toBe('call-7@lumen.test')
    expect(parsed.sequence).toBe(0)
    expect(parsed.summary).toBe('Admission call with Lumen Code Academy')
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:hello@lumen.test')
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Lumen Code Academy')
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:ada@example.com')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2027-03-01T12:00:00Z')
  })

  it('cancels the same UID with METHOD:CANCEL and a higher SEQUENCE', () => {
    const file = calendarFile(
      event({ sequence: 1, stamp: new Date('2027-03-02T09:00:00Z') }),
      'CANCEL',
    )
    const { calendar, vevent, event: parsed } = parse(file)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(parsed.uid).toBe('call-7@lumen.test')
    expect(parsed.sequence).toBe(1)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('downloads without a METHOD or an attendee: an event to import', () => {
    const { calendar, vevent } = parse(calendarFile(event(), null))
    expect(calendar.getFirstPropertyValue('method')).toBeNull()
    expect(vevent.getFirstProperty('attendee')).toBeNull()
  })
})

describe('the file’s bytes', () => {
  it('ends every line with CRLF and folds none past 75 octets, cutting no character', () => {
    const long = 'Größe ünd Gewicht, 東京 — '.repeat(12)
    const file = calendarFile(event({ description: long }), 'REQUEST')
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    const lines = file.split('\r\n').slice(0, -1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(parse(file).event.description).toBe(long)
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('keeps typed text as text: a name and host that try to close the event stay one field', () => {
    const hostile = 'Ada; Lovelace, "the first"\r\nEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:won \\ '
    const file = calendarFile(
      event({
        summary: `Call with ${hostile}`,
        description: hostile,
        attendee: { name: hostile, email: 'ada@example.com' },
      }),
      'REQUEST',
    )
    const { vevent, event: parsed } = parse(file)
    // Every line break is one `\n` in TEXT, read back as a line feed.
    const asRead = hostile.replaceAll('\r\n', '\n')
    expect(parsed.summary).toBe(`Call with ${asRead}`)
    expect(parsed.description).toBe(asRead)
    expect(vevent.getAllProperties('summary')).toHaveLength(1)
    expect(vevent.getFirstProperty('attendee')?.getParameter('cn')).toBe(
      'Ada; Lovelace,  the first   END:VEVENT  BEGIN:VEVENT SUMMARY:won \\ ',
    )
    expect(file.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(1)
  })
})
