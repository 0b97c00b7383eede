// A separator above the history (quote-headers.ts), read straight from an answer's text: a rule
// above a From field, or a client's own separator line, folds what follows; the visitor's own
// rules and dashed titles stay the answer. No mail in between.
import { describe, expect, it } from 'vitest'
import { split, unknown } from './answer-split'

describe('a separator above the history', () => {
  for (const rule of ['-----', '_____', '=====', '*****', '~~~~~', '–––––', '—————']) {
    it(`folds from a rule of ${rule[0]} right above a From field`, () => {
      const header = `${rule}\nFrom: Lumen`
      const seen = split(`Tuesday is fine.\n\n${header}\n\n${unknown}`)
      expect(seen.body).toBe('Tuesday is fine.')
      expect(seen.folded).toBe(`${header}\n\n${unknown}`)
    })
  }

  it('folds from a rule above a header block its client quoted, to the end of the mail', () => {
    const header = '_____\n> From: Lumen\n> Sent: Tuesday\n> Subject: Re: question'
    const seen = split(`Tuesday is fine.\n\n${header}\n\n${unknown}`)
    expect(seen.body).toBe('Tuesday is fine.')
    expect(seen.folded).toBe(`${header}\n\n${unknown}`)
  })

  const separators = [
    '-----Original Message-----',
    '-----Ursprüngliche Nachricht-----',
    "—— Message d'origine ——",
    '-- Mensaje original --',
    '––– 原始邮件 –––',
    '----- Исходное сообщение -----',
  ]
  for (const separator of separators) {
    it(`folds from "${separator}" to the end, with no header below it`, () => {
      const seen = split(`Tuesday is fine.\n\n${separator}\n${unknown}`)
      expect(seen.body).toBe('Tuesday is fine.')
      expect(seen.folded).toBe(`${separator}\n${unknown}`)
    })
  }

  it('keeps the visitor’s own rules and dashed titles where no header follows', () => {
    for (const mail of [
      'Tuesday is fine.\n\n-----\n\nP.S. I will bring my laptop.',
      'Tuesday is fine.\n\n--- my notes ---\nI will bring my laptop.',
      'Tuesday is fine.\n\n=====\nFrom now on I can come every week.',
    ])
      expect(split(mail)).toEqual({ body: mail, history: [], folded: '' })
  })

  it('keeps a line of the visitor’s with dashes inside it above a From: no rule', () => {
    // A dashed title is dashes, words, dashes, and nothing more on the line.
    for (const line of ['-- Ada -- Berlin', 'Ada -- Berlin --']) {
      const mail = `Yes.\n\n${line}\nFrom: Lumen\n\n${unknown}`
      expect(split(mail).body).toBe(mail)
    }
  })
})
