// Controls in what a person typed, as the calendar file writes them (RFC 5545, 3.3.11 and 3.1):
// a tab kept in TEXT, every other C0 control and DEL dropped, a quoted name left with no tab or
// quote, an address left with no space; read back by a kept calendar library (ical.js).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type CallEvent, calendarFile, escapeText } from '../../../src/server/calls/ics'

function event(overrides: Partial<CallEvent> = {}): CallEvent {
  return {
    uid: 'call-9@lumen.test',
    sequence: 0,
    stamp: new Date('2027-03-01T12:00:00Z'),
    start: new Date('2027-03-28T08:00:00Z'),
    minutes: 45,
    summary: 'Admission call',
    description: 'Your call with Grace.',
    organizer: { name: 'Lumen Code Academy', email: 'hello@lumen.test' },
    attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
    ...overrides,
  }
}

const vevent = (file: string) =>
  new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent') as ICAL.Component

describe('controls a person typed', () => {
  it('keeps a tab in TEXT and drops every other control and DEL', () => {
    expect(escapeText('a\tb')).toBe('a\tb')
    expect(escapeText('a\u0000b\u0007c\u001bd\u001fe\u007ff g')).toBe('abcdef g')
    expect(escapeText('line one\rline two')).toBe('line one\\nline two')
    const read = vevent(calendarFile(event({ description: 'Grace\u0007\tHopper\u007f' }), null))
    expect(read.getFirstPropertyValue('description')).toBe('Grace\tHopper')
  })

  it('leaves a name on the invitation with no tab, quote or control', () => {
    const file = calendarFile(
      event({ attendee: { name: 'Ada\t"Lovelace"\u0007\u007f', email: 'ada@example.com' } }),
      'REQUEST',
    )
    expect(vevent(file).getFirstProperty('attendee')?.getParameter('cn')).toBe('Ada  Lovelace ')
  })

  it('writes an address with nothing in it that could end or split the line', () => {
    const file = calendarFile(
      event({ attendee: { name: 'Ada', email: ' ada@exa mple.com\t\u0007' } }),
      'REQUEST',
    )
    expect(vevent(file).getFirstPropertyValue('attendee')).toBe('mailto:ada@example.com')
  })

  it('ends the call its minutes after its start, stamped when booked', () => {
    const read = new ICAL.Event(vevent(calendarFile(event(), 'REQUEST')))
    expect(read.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:45:00.000Z')
    expect(read.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z')
    expect(calendarFile(event(), 'REQUEST')).toContain('\r\nDTSTAMP:20270301T120000Z\r\n')
    expect(calendarFile(event(), 'REQUEST')).toContain('\r\nCALSCALE:GREGORIAN\r\n')
    expect(calendarFile(event(), 'REQUEST')).toContain(
      '\r\nPRODID:-//Lumen Code Academy//Admission calls//EN\r\n',
    )
  })
})
