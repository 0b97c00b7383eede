// Character references in an HTML answer (html-entities.ts): the named and numeric ones mail
// clients write decoded, what is no reference kept exactly as typed.
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../../../../src/server/conversation/answer-reading/html-entities'

describe('character references in an HTML answer', () => {
  it('decodes the named ones mail clients write, Latin-1’s and typography’s', () => {
    expect(decodeEntities('&nbsp;&iexcl;&copy;&eacute;&Eacute;&szlig;&yuml;')).toBe('\u00a0¡©éÉßÿ')
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&ndash;&mdash;&hellip;&euro;&rarr;')).toBe(
      '&<>"\'–—…€→',
    )
    expect(decodeEntities('&lsquo;a&rsquo; &ldquo;b&rdquo; &OElig;&trade;')).toBe('‘a’ “b” Œ™')
  })

  it('decodes numeric ones, decimal and hexadecimal, and Outlook’s windows-1252 dashes', () => {
    expect(decodeEntities('&#233;&#xE9;&#XE9;&#xe9;&#x1F600;&#128512;&#65;&#x41')).toBe(
      'éééé😀😀AA',
    )
    expect(decodeEntities('&frac12; &sup2; &frac34;')).toBe('½ ² ¾')
    expect(decodeEntities('&#150;&#151;&#128;&#147;x&#148;&#159;&#x80;&#x9F;')).toBe('–—€“x”Ÿ€Ÿ')
    // Below and above the windows-1252 range: the characters themselves.
    expect(decodeEntities('&#127;&#160;&#xA0;')).toBe('\u007f\u00a0\u00a0')
  })

  it('reads a reference no character can be as the replacement character', () => {
    for (const reference of ['&#0;', '&#x0;', '&#x110000;', '&#1114112;', '&#xD800;', '&#xDFFF;']) {
      expect(decodeEntities(`a${reference}b`)).toBe('a\ufffdb')
    }
    expect(decodeEntities('&#x10FFFF;&#xD7FF;&#xE000;')).toBe('\u{10ffff}\ud7ff\ue000')
  })

  it('decodes the five names browsers also read without their ";", and no other', () => {
    expect(decodeEntities('&amp &lt &gt &quot &nbsp.')).toBe('& < > " \u00a0.')
    expect(decodeEntities('&eacute &copy &euro')).toBe('&eacute &copy &euro')
  })

  it('keeps what is no reference exactly as typed', () => {
    for (const text of [
      'Tom & Jerry',
      '&foo; &bar',
      '&;',
      '&#;',
      '&#x;',
      '&#xZZ;',
      'AT&T',
      '&a;',
    ]) {
      expect(decodeEntities(text)).toBe(text)
    }
    // Longer than any name or number: not a reference, never a guess.
    expect(decodeEntities(`&${'a'.repeat(40)};`)).toBe(`&${'a'.repeat(40)};`)
  })
})
