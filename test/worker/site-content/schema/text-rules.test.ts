import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { line, paragraphs } from '../../../../src/server/site-content/schema/text-rules'

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
