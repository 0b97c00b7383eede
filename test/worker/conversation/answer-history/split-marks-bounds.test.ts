// Where a client's mark starts a history running to the end of the mail (history-marks.ts), read
// straight from an answer's text with nothing known: a header block's own fields and the rule
// above them fold with it; the visitor's lines above stay the answer, and a mark with nothing
// below it starts no history.
import { describe, expect, it } from 'vitest'
import { known, reply, split, unknown } from './answer-split'

describe('how far up a mark that runs to the end reaches', () => {
  it('folds a webmail’s rule, a blank line and two fields above its From', () => {
    const block =
      '________________________________\n\nMessage du : 24/11/2026 10:00\nEnvoyé le : mardi 24 novembre 2026\nDe : Ana\nÀ : Lumen\nObjet : question'
    const seen = split(`Merci.\n\n${block}\n\n${unknown}`)
    expect(seen.body).toBe('Merci.')
    expect(seen.folded).toBe(`${block}\n\n${unknown}`)
  })

  it('keeps the visitor’s lines right above a header block, a field of their own too', () => {
    for (const own of ['Thanks.\nSee you on Tuesday.', 'Thanks.\nName: Ana Lima']) {
      const block = 'From: Ana\nSent: Tuesday, 24 November 2026 10:00\nTo: Lumen\nSubject: question'
      expect(split(`${own}\n${block}\n\n${unknown}`).body, own).toBe(own)
    }
  })

  it('keeps the visitor’s own “Date :” line right above a webmail’s two fields and From', () => {
    const block =
      'Message du : 24/11/2026 10:00\nEnvoyé le : mardi 24 novembre 2026\nDe : Ana\nÀ : Lumen\nObjet : question'
    const own = 'Merci.\nDate : mardi me va.'
    expect(split(`${own}\n${block}\n\n${unknown}`).body).toBe(own)
  })

  it('keeps the answer below a quote three blank lines under an attribution naming an address', () => {
    // Too far above the quote to be its header, and no mark: the quote is all that folds.
    const attribution = 'On 24/11/2026 10:00, Ana <ana@example.com> wrote:'
    const seen = split(`Hi.\n\n${attribution}\n\n\n\n> Which day suits you?\nTuesday.`)
    expect(seen.body).toBe(`Hi.\n\n${attribution}\n\nTuesday.`)
  })

  it('keeps an attribution naming an address with nothing below it', () => {
    for (const end of ['', '\n', '\n\n']) {
      const mail = `Thanks, see you.\n\nOn 24/11/2026 10:00, Ana <ana@example.com> wrote:${end}`
      expect(split(mail).body).toBe(mail.trimEnd())
    }
  })

  it('keeps the visitor’s field typed below the school’s words under such an attribution', () => {
    // The attribution folds with the known words as their header; no mark runs on from it.
    const words = reply.split('\n\n').slice(0, 2).join('\n\n')
    const mail = `Yes.\n\nOn 24/11/2026 10:00, Lumen <school@lumen.test> wrote:\n${words}\nAnswer: Tuesday`
    expect(split(mail, known).body).toBe('Yes.\n\nAnswer: Tuesday')
  })
})
