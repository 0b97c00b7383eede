// The application contract at its edges, as an applicant meets them whatever way they send it:
// each typed text at its bound and one past it, a start date only in its one shape, a zone
// trimmed or named missing, controls refused but a tab and a line break kept, a field missing
// from JSON called required, and the first problem of a field the one named.
import { describe, expect, it } from 'vitest'
import { checkApplication } from '../../../src/shared/application'
import { valid } from './helpers'

const errorsOf = (input: object) => {
  const checked = checkApplication(input)
  return checked.ok ? {} : checked.errors
}

describe('the bounds of what an applicant types', () => {
  it('takes each text at its bound and refuses it one character past', () => {
    const atBound = { ...valid, goals: 'g'.repeat(2000), backgroundDetail: 'd'.repeat(1000) }
    expect(checkApplication(atBound).ok).toBe(true)
    expect(
      errorsOf({ ...valid, goals: 'g'.repeat(2001), backgroundDetail: 'd'.repeat(1001) }),
    ).toEqual({
      goals: 'Goals must be at most 2000 characters',
      backgroundDetail: 'Background details must be at most 1000 characters',
    })
  })

  it('counts a CRLF as one line break, after trimming', () => {
    const goals = `${'g'.repeat(999)}\r\n${'g'.repeat(1000)}`
    expect(checkApplication({ ...valid, goals })).toMatchObject({ ok: true })
    expect(checkApplication({ ...valid, goals: `  ${'g'.repeat(2000)}  ` })).toMatchObject({
      ok: true,
      application: { goals: 'g'.repeat(2000) },
    })
  })

  it('names goals left blank required, and keeps a tab and a line break in them', () => {
    expect(errorsOf({ ...valid, goals: ' \n ' })).toEqual({ goals: 'Goals is required' })
    expect(
      checkApplication({ ...valid, goals: 'a\tb\nc', backgroundDetail: 'x\ty' }),
    ).toMatchObject({ ok: true, application: { goals: 'a\tb\nc', backgroundDetail: 'x\ty' } })
  })

  it('refuses a control character in either text, before its length', () => {
    expect(
      errorsOf({ ...valid, goals: `\u0007${'g'.repeat(2001)}`, backgroundDetail: 'a\u001bb' }),
    ).toEqual({
      goals: 'Goals must not contain control characters',
      backgroundDetail: 'Background details must not contain control characters',
    })
  })
})

describe('the start date and the zone', () => {
  it('takes a cohort only as YYYY-MM-DD, nothing before or after it', () => {
    for (const cohort of ['x2027-03-02', '2027-03-02x', '27-03-02', '2027-3-02', '2027-03-2', '']) {
      expect(errorsOf({ ...valid, cohort }), cohort).toEqual({
        cohort: 'Cohort must be a start date',
      })
    }
    expect(errorsOf({ ...valid, cohort: 20270302 })).toEqual({
      cohort: 'Cohort must be a start date',
    })
  })

  it('trims the zone, names a blank one required and a long one no zone', () => {
    expect(checkApplication({ ...valid, timeZone: ' Europe/Berlin ' })).toMatchObject({
      ok: true,
      application: { timeZone: 'Europe/Berlin' },
    })
    expect(errorsOf({ ...valid, timeZone: '  ' })).toEqual({ timeZone: 'Time zone is required' })
    expect(errorsOf({ ...valid, timeZone: `Europe/${'x'.repeat(58)}` })).toEqual({
      timeZone: 'Time zone must be an IANA time zone',
    })
    expect(errorsOf({ ...valid, timeZone: 7 })).toEqual({ timeZone: 'Time zone must be text' })
  })
})

describe('a field missing from JSON', () => {
  it('is required; consent missing says why it is needed', () => {
    const { goals, consent, background, ...rest } = valid
    expect(goals && consent && background).toBeTruthy()
    expect(errorsOf(rest)).toEqual({
      background: 'Background is required',
      goals: 'Goals is required',
      consent: 'Consent is required: we can only answer an application by email',
    })
    expect(errorsOf({ ...valid, goals: 42 })).toEqual({ goals: 'Goals must be text' })
  })

  it('refuses a honeypot or a Turnstile token past its bound', () => {
    expect(checkApplication({ ...valid, website: 'w'.repeat(2000) }).ok).toBe(true)
    expect(checkApplication({ ...valid, website: 'w'.repeat(2001) }).ok).toBe(false)
    expect(checkApplication({ ...valid, 'cf-turnstile-response': 't'.repeat(4096) }).ok).toBe(true)
    expect(checkApplication({ ...valid, 'cf-turnstile-response': 't'.repeat(4097) }).ok).toBe(false)
  })
})
