// Where an attribution the client wrapped begins and ends (attributions.ts), read straight from an
// answer's text with nothing known: the lines of the visitor's own around it, with a date, an
// address or a colon in them, stay the answer; the attribution's own lines, up to three of them
// and up to the longest line a client writes, fold with the history below.
import { describe, expect, it } from 'vitest'
import { quoted, split, unknown } from './answer-split'

describe('the visitor’s lines around an attribution stay the answer', () => {
  it('keeps a line with an address and a number that is no date', () => {
    for (const own of [
      'Write to me at ana@example.com, room 12:',
      'My address, ana@example.com:',
    ]) {
      const mail = `Thanks.\n${own}\nI am there on Mondays.`
      expect(split(mail).body).toBe(mail)
    }
  })

  it('keeps a line with a date and an address that ends in no colon or verb', () => {
    for (const own of [
      'I can come on 24.11.2026 at 10:00, write to ana@example.com',
      'See you on 24.11.2026, ana@example.com :D',
    ]) {
      const mail = `Thanks.\n${own}\nSee you.`
      expect(split(mail).body).toBe(mail)
    }
  })

  it('keeps such a line written above a quoted line with a colon in it', () => {
    const own = 'Tuesday 24.11.2026, write to ana@example.com'
    for (const below of ['> Please bring the following:', '> :-) See you', '> A', '> Note: 7 pm']) {
      const mail = `> Which day suits you?\n${own}\n${below}\nOK.`
      expect(split(mail).body, below).toBe(`${own}\n\nOK.`)
    }
  })

  it('keeps an address line below a quoted date, and the answer under it', () => {
    const mail =
      '> When does the course start?\n> Start: 12.01.2027\nWrite to me at ana@example.com:\nI will come.'
    expect(split(mail).body).toBe('Write to me at ana@example.com:\nI will come.')
  })

  it('keeps the visitor’s line above an attribution wrapped over three lines', () => {
    const attribution = 'On Nov 24, 2026,\nat 10:00,\nAna <ana@example.com> wrote:'
    const mail = `Yes.\nSee you on 3 May 2026,\n${attribution}\n${quoted(unknown)}`
    expect(split(mail).body).toBe('Yes.\nSee you on 3 May 2026,')
  })

  it('keeps the visitor’s dated lines above an attribution with no date (“Ana wrote:”)', () => {
    for (const own of ['See you on 24.11.2026\n', 'I will come on 24.11.2026.']) {
      const mail = `Yes.\n${own}\nAna <ana@example.com> wrote:\n${quoted(unknown)}`
      expect(split(mail).body, own).toBe(`Yes.\n${own}`.trimEnd())
    }
  })

  it('keeps a line longer than a client writes above an attribution with no date', () => {
    const long = `${'I asked about the course and the dates many times before, '.repeat(5)}last on 3 May 2026`
    const mail = `Thanks.\n${long}\nAna <ana@example.com> wrote:\nI read it again`
    expect(long.length).toBeGreaterThan(300)
    expect(split(mail).body).toBe(mail)
  })

  it('keeps a line longer than a client writes that ends like an attribution', () => {
    const long = `${'I asked about the course many times before, '.repeat(7)}and on 3 May 2026 Ana <ana@example.com> wrote:`
    const mail = `Yes.\n${long}\nI read it again.`
    expect(long.length).toBeGreaterThan(300)
    expect(split(mail).body).toBe(mail)
  })

  it('keeps the visitor’s dated line above an attribution naming an address, nothing quoted', () => {
    const attribution = 'On 24/11/2026 10:00, Ana <ana@example.com> wrote:'
    const seen = split(`Yes.\nSee you on 24.11.2026\n${attribution}\n\n${unknown}`)
    expect(seen.body).toBe('Yes.\nSee you on 24.11.2026')
    expect(seen.folded).toBe(`${attribution}\n\n${unknown}`)
  })

  it('keeps an attribution of the visitor’s own, without an address, below their greeting', () => {
    const mail =
      'Hello.\nOn 3 May 2026 my teacher wrote:\nyou should learn Python first.\nIs that right?'
    expect(split(mail).body).toBe(mail)
  })
})

describe('an attribution’s own lines fold with the history', () => {
  it('folds one wrapped over three lines that names no address', () => {
    const attribution = 'On Nov 24, 2026,\nat 10:00,\nAna Lima wrote:'
    const seen = split(`Yes.\n\n${attribution}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Yes.')
    expect(seen.folded).toBe(`${attribution}\n${quoted(unknown)}`)
  })

  it('folds the unquoted history below one of 300 characters, on a line or wrapped', () => {
    const name = (length: number) => `${'Ana Maria Lima '.repeat(30).slice(0, length - 1)}a`
    const oneLine = 'W dniu 2026-11-24 10:00:00 użytkownik  <ana@example.com> napisał:'
    const wrappedTop = 'ti 24. marraskuuta 2026 klo 10.00 '
    for (const mark of [
      oneLine.replace('  ', ` ${name(300 - oneLine.length)} `),
      `${wrappedTop}${name(300 - wrappedTop.length)}\n<ana@example.com> kirjoitti:`,
    ]) {
      expect(mark.split('\n')[0]).toHaveLength(300)
      const seen = split(`Kiitos.\n\n${mark}\n\n${unknown}`)
      expect(seen.body).toBe('Kiitos.')
    }
  })
})
