// An answer at the length it is kept to (answer-text.ts): kept whole up to the limit, cut past
// it and said so, never half a character; a mail read only in part said to be cut.
import { describe, expect, it } from 'vitest'
import {
  cutNotice,
  maxAnswerCharacters,
} from '../../../../src/server/conversation/answer-reading/answer-text'
import { html, plain } from './read-answer'

describe('an answer at the length it is kept to', () => {
  const limit = maxAnswerCharacters

  it('keeps a plain answer of exactly the limit whole, white space after it too', () => {
    const text = 'a'.repeat(limit)
    expect(plain(text).body).toBe(text)
    expect(plain(`${text}\r\n \t\n`).body).toBe(text)
  })

  it('cuts a plain answer with a word past the limit, and says so', () => {
    expect(plain(`${'a'.repeat(limit)}b`).body).toBe(`${'a'.repeat(limit)}\n\n${cutNotice}`)
    expect(plain(`${'a'.repeat(limit)}\n\nmore`).body).toBe(`${'a'.repeat(limit)}\n\n${cutNotice}`)
  })

  it('never keeps half a character: one fewer unit rather than half a pair', () => {
    const emoji = '𝒶'.repeat(limit / 2)
    expect(plain(emoji).body).toBe(emoji)
    expect(plain(`x${emoji}`).body).toBe(`x${'𝒶'.repeat(limit / 2 - 1)}\n\n${cutNotice}`)
    // The first character past U+FFFF: its two halves are the lowest of each kind.
    expect(plain(`${'a'.repeat(limit - 1)}\u{10000}`).body).toBe(
      `${'a'.repeat(limit - 1)}\n\n${cutNotice}`,
    )
    expect(plain(`${'a'.repeat(limit - 2)}\u{10000}z`).body).toBe(
      `${'a'.repeat(limit - 2)}\u{10000}\n\n${cutNotice}`,
    )
    // A character of one unit, or one outside the surrogates, ends the kept text as it is.
    expect(plain(`${'a'.repeat(limit - 1)}\ud7ffz`).body).toBe(
      `${'a'.repeat(limit - 1)}\ud7ff\n\n${cutNotice}`,
    )
    expect(plain(`${'a'.repeat(limit - 1)}\ue000z`).body).toBe(
      `${'a'.repeat(limit - 1)}\n\n${cutNotice}`,
    )
  })

  it('says an HTML answer was cut when any text at all lay past the limit', () => {
    const words = 'a'.repeat(limit)
    expect(html(`<p>${words}</p>`).body).toBe(words)
    expect(html(`<p>${words}b</p>`).body).toBe(`${words}\n\n${cutNotice}`)
  })

  it('says an HTML answer was cut when a paragraph follows one that ends at the limit', () => {
    const words = 'a'.repeat(limit)
    expect(html(`<p>${words}</p><p>More words.</p>`).body).toBe(`${words}\n\n${cutNotice}`)
    expect(html(`<div>${words}</div><blockquote>Quoted</blockquote>`).body).toBe(
      `${words}\n\n${cutNotice}`,
    )
    expect(html(`${words}<br>more`).body).toBe(`${words}\n\n${cutNotice}`)
    expect(html(`${words}<br>`).body).toBe(words)
  })

  it('says it was cut when the mail itself was read only in part', () => {
    expect(plain('Short.', true).body).toBe(
      'Short.\n\n[The answer was longer; the rest was not kept.]',
    )
    expect(plain('Short.', false).body).toBe('Short.')
    expect(plain('Short.').body).toBe('Short.')
  })
})
