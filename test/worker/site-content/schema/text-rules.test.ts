import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/field-errors'
import {
  fields,
  group,
  isoDate,
  isRealDate,
  item,
  line,
  list,
  needed,
  paragraphs,
  rule,
  timeOfDay,
  withoutBlanks,
} from '../../../../src/server/site-content/schema/text-rules'

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message)

const bidiControls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

describe('the text every content field holds', () => {
  it('trims text and keeps one kind of line break in long texts', () => {
    expect(v.parse(line('Question', 20), '  Is it online?\t ')).toBe('Is it online?')
    expect(v.parse(paragraphs('Answer', 50), ' Yes.\r\nMostly.\rAlways \n')).toBe(
      'Yes.\nMostly.\nAlways',
    )
    expect(v.parse(paragraphs('Answer', 50), 'a\tb')).toBe('a\tb')
  })

  it('takes markup as plain text: the pages escape it', () => {
    const markup = '</script><script>alert(1)</script> **bold** [link](javascript:x)'
    expect(v.parse(line('Question', 200), markup)).toBe(markup)
    expect(v.parse(paragraphs('Answer', 200), markup)).toBe(markup)
  })

  it('refuses a line break in a one-line text, naming the field', () => {
    expect(issues(line('Question', 50), 'Is it\nonline?')).toEqual([
      'Question must be a single line',
    ])
    expect(issues(line('Question', 50), 'Is it\r\nonline?')).toEqual([
      'Question must be a single line',
    ])
  })

  it('refuses control characters as the forms do: line breaks and tabs only in long texts', () => {
    expect(issues(line('Question', 50), 'Is it\tonline?')).toEqual([
      'Question must not contain control characters',
    ])
    expect(issues(line('Question', 50), 'Is it\u0000online?')).toEqual([
      'Question must not contain control characters',
    ])
    expect(issues(paragraphs('Answer', 50), 'Yes\u001b[31m')).toEqual([
      'Answer must not contain control characters',
    ])
    expect(issues(paragraphs('Answer', 50), 'Yes\u0085')).toEqual([
      'Answer must not contain control characters',
    ])
  })

  it('refuses every direction override and isolate, in short and long texts', () => {
    for (const character of bidiControls) {
      expect(issues(line('Question', 50), `Price ${character}0001$`)).toEqual([
        'Question must not contain characters that change the direction of text',
      ])
      expect(issues(paragraphs('Answer', 50), `Yes${character}`)).toEqual([
        'Answer must not contain characters that change the direction of text',
      ])
    }
  })

  it('keeps right-to-left writing and the marks that do not override (U+200F, U+061C)', () => {
    const arabic = 'متى تبدأ الدورة؟ \u200F\u061C'
    expect(v.parse(line('Question', 50), arabic)).toBe(arabic.trim())
  })

  it('caps lengths and says which cap, counting after trimming', () => {
    expect(issues(line('Question', 5), 'abcdef')).toEqual(['Question must be at most 5 characters'])
    expect(v.parse(line('Question', 5), ' abcde ')).toBe('abcde')
    expect(issues(paragraphs('Answer', 5), 'abc\ndef')).toEqual([
      'Answer must be at most 5 characters',
    ])
    expect(v.parse(paragraphs('Answer', 7), 'abc\r\ndef')).toBe('abc\ndef')
  })

  it('refuses what is not text', () => {
    expect(issues(line('Question', 5), 42)).toEqual(['Question must be text'])
    expect(issues(paragraphs('Answer', 5), ['a'])).toEqual(['Answer must be text'])
  })
})

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
})

describe('blank fields, required fields and lists', () => {
  it('treats a blank or null field as one left out, keeping blank items of a list', () => {
    expect(
      withoutBlanks({
        a: '  ',
        b: null,
        i: undefined,
        c: 'x',
        d: [{ e: '', f: 'y' }, ''],
        g: 0,
        h: false,
      }),
    ).toEqual({ c: 'x', d: [{ f: 'y' }, ''], g: 0, h: false })
    expect(withoutBlanks('  ')).toBe('  ')
  })

  const entry = (mode: 'draft' | 'publish') =>
    group(
      fields(
        {
          question: needed(mode, line('Question', 20)),
          steps: needed(
            mode,
            list(mode, item(mode, line('Step', 20), 'Step'), 'Steps', { min: 1, max: 2 }),
          ),
        },
        { question: 'Question', steps: 'Steps' },
        'The entry',
      ),
    )

  it('names a field left out or blank as required when publishing; a draft may leave it', () => {
    expect(issues(entry('publish'), { question: ' ', steps: ['a'] })).toEqual([
      'Question is required',
    ])
    expect(issues(entry('publish'), { steps: ['a'] })).toEqual(['Question is required'])
    expect(v.parse(entry('draft'), { question: ' ' })).toEqual({})
    expect(issues(entry('publish'), 'text')).toEqual(['The entry must be a set of fields'])
    expect(issues(entry('draft'), null)).toEqual(['The entry must be a set of fields'])
  })

  it('keeps a blank item in a draft and refuses it when publishing', () => {
    expect(v.parse(entry('draft'), { steps: ['', 'b'] })).toEqual({ steps: ['', 'b'] })
    expect(issues(entry('publish'), { question: 'q', steps: ['', 'b'] })).toEqual([
      'Step must not be empty',
    ])
  })

  it('counts the entries a list needs in words that agree with the number', () => {
    const pair = list('publish', line('Name', 9), 'Names', { min: 2, max: 3 })
    expect(issues(pair, ['Ada'])).toEqual(['Names needs at least 2 entries'])
    expect(v.parse(pair, ['Ada', 'Lin'])).toEqual(['Ada', 'Lin'])
  })

  it('caps a list, and needs its least number of items only to publish', () => {
    expect(issues(entry('draft'), { steps: ['a', 'b', 'c'] })).toEqual([
      'Steps must have at most 2 entries',
    ])
    expect(v.parse(entry('draft'), { steps: [] })).toEqual({ steps: [] })
    expect(issues(entry('publish'), { question: 'q', steps: [] })).toEqual([
      'Steps needs at least 1 entry',
    ])
    expect(issues(entry('publish'), { question: 'q', steps: 'a' })).toEqual([
      'Steps must be a list',
    ])
  })
})

describe('rules between fields', () => {
  const range = (mode: 'draft' | 'publish') =>
    rule(
      mode,
      fields(
        { from: v.optional(timeOfDay('From')), to: v.optional(timeOfDay('To')) },
        { from: 'From', to: 'To' },
        'Range',
      ),
      ({ from, to }: { from?: string; to?: string }) => !from || !to || from < to,
      'To must be after From',
      ['to'],
    )
  const errors = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input)
    return result.success ? {} : fieldErrors(result.issues)
  }

  it('names a broken rule on the field it is about, when publishing', () => {
    expect(errors(range('publish'), { from: '21:00', to: '19:00' })).toEqual({
      to: 'To must be after From',
    })
    expect(
      errors(
        rule('publish', range('publish'), () => false, 'Wrong', [1, 'at']),
        {},
      ),
    ).toEqual({ '1.at': 'Wrong' })
    expect(errors(range('publish'), { from: '19:00', to: '21:00' })).toEqual({})
  })

  it('leaves a draft its rules broken', () => {
    expect(errors(range('draft'), { from: '21:00', to: '19:00' })).toEqual({})
  })

  it('waits for each field to pass its own checks before checking the rule', () => {
    expect(errors(range('publish'), { from: '21:00', to: '7pm' })).toEqual({
      to: 'To must be a time of day, HH:MM (24-hour)',
    })
    expect(errors(range('publish'), { from: '9pm', to: '19:00' })).toEqual({
      from: 'From must be a time of day, HH:MM (24-hour)',
    })
    expect(errors(range('publish'), 'range')).toEqual({ '': 'Range must be a set of fields' })
  })
})
