import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { line, paragraphs } from '../../../../../src/server/site-content/schema/declare/text-rules'

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

/** Characters drawn as nothing that no script needs, with the code point a refusal names. */
const invisible: [string, string][] = [
  ['\u00AD', 'U+00AD'], // soft hyphen
  ['\u200B', 'U+200B'], // zero-width space
  ['\u2060', 'U+2060'], // word joiner
  ['\u2062', 'U+2062'], // invisible times
  ['\uFEFF', 'U+FEFF'], // zero-width no-break space
  ['\u3164', 'U+3164'], // Hangul filler
  ['\u{E0041}', 'U+E0041'], // a tag character
  ['\u{E007F}', 'U+E007F'], // the cancel tag
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

  it('refuses in a one-line text the invisible characters no script needs, naming the one', () => {
    for (const [character, codePoint] of invisible) {
      expect(issues(line('Name', 50), `Ada${character} Okafor`), codePoint).toEqual([
        `Name must not contain invisible characters (it holds ${codePoint}): type it again rather than paste it`,
      ])
    }
    // A flag made of tag characters is refused with them (England's, here).
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'
    expect(issues(line('Role', 50), `Coach ${england}`)).toEqual([
      'Role must not contain invisible characters (it holds U+E0067): type it again rather than paste it',
    ])
  })

  it('keeps in a one-line text the invisible characters real names’ scripts need', () => {
    const needed = [
      'مهرداد می\u200Cخواهد', // Persian: zero-width non-joiner
      'നിര\u200Dമ്മല', // Malayalam: zero-width joiner
      'क्\u200Dष', // Hindi: a half form by zero-width joiner
      'Ada \u{1F469}\u200D\u{1F4BB}', // an emoji sequence joined by ZWJ
      '\u2764\uFE0F', // a variation selector: the emoji heart
      '葛\u{E0100}西', // an ideographic variation selector, as Japanese names use
      'ᠨᠠᠮ\u180Eᠠ', // Mongolian: the vowel separator
    ]
    for (const name of needed) expect(v.parse(line('Name', 50), name)).toBe(name)
  })

  it('keeps in a long text the soft hyphens and zero-width spaces that break its lines', () => {
    const bio = 'Donau\u00ADdampf\u00ADschiff\u00ADfahrt. ภาษา\u200Bไทย'
    expect(v.parse(paragraphs('Bio', 100), bio)).toBe(bio)
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
