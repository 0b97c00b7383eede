// Lines that only look like a client's header (quote-headers.ts), read straight from an answer's
// text: a colon in a sentence, a time, a line ending like an attribution stay the visitor's, and
// a header field is read up to 300 characters. No mail in between.
import { describe, expect, it } from 'vitest'
import { quoted, split, unknown } from './answer-split'

describe('lines that only look like a client’s header', () => {
  it('keeps a colon in the visitor’s own sentences', () => {
    const mail = 'My plan for 2027: finish the course.\nNote: I travel in May.\n\nSee you then.'
    expect(split(mail)).toEqual({ body: mail, history: [], folded: '' })
  })

  it('keeps a mail where nothing marks a history reliably', () => {
    const mail =
      'On Monday I wrote: the code does not compile.\nFrom: my laptop\nStill the same error.'
    expect(split(mail)).toEqual({ body: mail, history: [], folded: '' })
  })

  it('keeps the visitor’s time, or two lines ending in colons, above a quote they answer', () => {
    for (const lines of [
      'Meeting at 10:30 works for me',
      'About your questions:\nMy answers below:',
    ]) {
      expect(split(`${lines}\n${quoted(unknown)}`).body).toBe(lines)
    }
  })

  it('keeps a line of the visitor’s ending in a colon above a quote they answer', () => {
    for (const line of [
      'About your question:',
      'Lumen Code Academy:',
      'Dear Lumen Code Academy,',
    ]) {
      const seen = split(`${line}\n${quoted(unknown)}\n\nYes, in January.`)
      expect(seen.body).toBe(`${line}\n\nYes, in January.`)
    }
  })

  it('keeps a paragraph longer than any header, even one ending like an attribution', () => {
    const paragraph = `${'I have thought about the course for a long time. '.repeat(6)}On 12 May my friend wrote:`
    expect(paragraph.length).toBeGreaterThan(300)
    const seen = split(`${paragraph}\n${quoted(unknown)}`)
    expect(seen.body).toBe(paragraph)
  })

  it('reads a header field up to 300 characters long', () => {
    const subject = `Subject: ${'Re: '.repeat(80)}question`.slice(0, 300)
    const block = `From: Ana\nSent: Tuesday, 24 November 2026 10:00\n${subject}`
    expect(split(`Yes.\n\n${block}\n\n${unknown}`).body).toBe('Yes.')
    const longer = `${subject}s`
    expect(split(`Yes.\n\nFrom: Ana\nSent: Tuesday\n${longer}\n\n${unknown}`).body).toContain(
      'Sent',
    )
  })
})
