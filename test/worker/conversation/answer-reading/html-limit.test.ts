// An HTML answer read up to its limit (html-text.ts): what was read before it kept whole, line
// breaks and quote marks counted, references decoded wherever the reading's chunks end.
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../../../../src/server/conversation/answer-reading/html-entities'
import { read } from './html-read'

describe('an HTML answer read up to its limit', () => {
  it('stops soon after the limit, with what it read before whole', () => {
    const long = `<p>${'word '.repeat(10_000)}</p><p>never read</p>`
    const text = read(long, 1000)
    expect(text.length).toBeGreaterThan(1000)
    expect(text.length).toBeLessThan(10_000)
    expect(text.startsWith('word word')).toBe(true)
    expect(text).not.toContain('never')
  })

  it('counts line breaks and quote marks towards the limit', () => {
    expect(read(`${'<br>'.repeat(3000)}after`, 1000)).not.toContain('after')
    const quoted = `<blockquote><blockquote>${'x<br>'.repeat(300)}</blockquote></blockquote>after`
    expect(read(quoted, 1000)).not.toContain('after')
    expect(read(quoted, 1900)).toContain('after')
  })

  it('reads text right up to the limit, and one character past it stops the reading', () => {
    expect(read('abcd<br>fgh<br>ij', 5)).toBe('abcd\nfgh')
    expect(read('abcde<br>fgh', 5)).toBe('abcde')
    expect(read('<p>abcdef</p><p>gh</p>', 5)).toBe('abcdef')
  })

  it('decodes a reference cut by no chunk, wherever it falls in a long text', () => {
    for (const before of [4050, 4056, 4060, 4090, 4093, 4094, 4095, 4096, 4097, 8189]) {
      const text = `${'x'.repeat(before)}&eacute;${'y'.repeat(5000)}`
      expect(read(text)).toBe(`${'x'.repeat(before)}é${'y'.repeat(5000)}`)
    }
    const amps = `${'a & b '.repeat(2000)}&eacute;`
    expect(read(amps)).toBe(`${'a & b '.repeat(2000)}é`)
  })

  it('stops in a long run of "<" as in any text, before the markup after it', () => {
    const text = read(`${'< '.repeat(50_000)}<hr>after`, 1000)
    expect(text.startsWith('< < <')).toBe(true)
    expect(text).not.toContain('-')
  })

  it('decodes every reference in a long text of them, wherever the reading’s chunks end', () => {
    const patterns = [
      '&eacute;x',
      '& &eacute; ',
      'a&amp;b&#233;&#x1F600;',
      '&lt;&&gt;  &',
      'ab&nbsp',
    ]
    for (const pattern of patterns) {
      const text = pattern.repeat(Math.ceil(19_000 / pattern.length))
      expect(read(text)).toBe(decodeEntities(text).replace(/ +/g, ' ').replace(/^ | $/g, ''))
    }
    // A lone "&" in the last 40 characters of a chunk, and a reference as far again past it.
    for (const at of [4060, 4080, 4095]) {
      const text = `${'x'.repeat(at)}& ${'y'.repeat(70)}&eacute;${'z'.repeat(100)}&eacute;`
      expect(read(text)).toBe(decodeEntities(text))
    }
  })

  it('stops in a long text run of "<" and in a long text alike', () => {
    expect(read(`${'< '.repeat(50_000)}end`, 1000).length).toBeLessThan(20_000)
    expect(read(`${'x'.repeat(100_000)}end`, 1000).length).toBeLessThan(20_000)
  })
})
