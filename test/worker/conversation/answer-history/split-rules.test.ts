// The rules that look beyond one line (history-rules.ts), read straight from an answer's text:
// how far below a rule or a From a client's header block reaches, the rule and blank lines around
// it, how much of the school's words a run needs alone, and answers written into a history.
import { describe, expect, it } from 'vitest'
import { knownText } from '../../../../src/server/conversation/answer-history/known-text'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'
import { quoted, school, split } from './answer-split'

const unknown = 'Die Kurse beginnen im Januar.\nMit freundlichen Grüßen'
const reply = 'The lectures are on Tuesday and Wednesday evenings from seven to ten.'

describe('how far a client’s header block reaches', () => {
  it('folds from a rule with a From up to three lines below it', () => {
    const header = '=====\n\n\nFrom: Lumen'
    const seen = split(`Yes.\n\n${header}\n\n${unknown}`)
    expect(seen.body).toBe('Yes.')
    expect(seen.folded).toBe(`${header}\n\n${unknown}`)
  })

  it('keeps a rule with a From four lines below it, and a From without Sent and Subject', () => {
    for (const mail of [
      `Yes.\n\n=====\n\n\n\nFrom: Lumen\n\n${unknown}`,
      `Yes.\n\nFrom: Lumen\nSubject: Re: question\n\n${unknown}`,
      `Yes.\n\nFrom: Lumen\nSent: Tuesday\n\n${unknown}`,
    ])
      expect(split(mail).body).toBe(mail)
  })

  it('folds from a From with two of Sent, To and Subject up to six lines below it', () => {
    const block =
      'From: Lumen\nSent: Tuesday\nReply-To: Ana <ana@example.com>;\n Ben <ben@example.com>;\n Carla <carla@example.com>;\n Dan <dan@example.com>\nSubject: Re: question'
    const seen = split(`Yes.\n\n${block}\n\n${unknown}`)
    expect(seen.body).toBe('Yes.')
    expect(seen.folded).toBe(`${block}\n\n${unknown}`)
    const far = block.replace('\nSubject', '\n Eve <eve@example.com>\nSubject')
    expect(split(`Yes.\n\n${far}\n\n${unknown}`).body).toContain('Subject: Re: question')
    const toAndSubject = 'De : Lumen\nÀ : Ana\nObjet : Re: question'
    expect(split(`Oui.\n\n${toAndSubject}\n\n${unknown}`).body).toBe('Oui.')
  })

  it('folds Outlook’s rule above its header block, a blank line between them', () => {
    const block = '________________________________\n\nDe: Lumen\nEnviado: martes 24\nPara: Ana'
    const seen = split(`Gracias.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Gracias.')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('folds a header block of up to eleven lines above quoted lines', () => {
    const fields = ['De: Lumen', 'Enviado: martes 24', 'Para: Ana', 'Cc: Ben']
    const extra = Array.from({ length: 7 }, (_, index) => `Cc: Guest ${index + 1}`)
    const block = [...fields, ...extra].join('\n')
    const seen = split(`Gracias.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Gracias.')
    const longer = `Vía: correo\n${block}`
    expect(split(`Gracias.\n\n${longer}\n${quoted(unknown)}`).body).toBe('Gracias.\n\nVía: correo')
  })

  it('folds only the header right above a quote, not fields of the visitor’s higher up', () => {
    const own = 'Name: Ana Lima\nCity: Porto'
    const attribution = 'On 24/11/2026 10:00, Maria wrote:'
    const seen = split(`${own}\n${attribution}\n${quoted(unknown)}`)
    expect(seen.body).toBe(own)
  })

  it('folds every line of a short run of the school’s words below a header', () => {
    const words = 'The lectures are on Tuesday evenings.\nEvery lecture is recorded.'
    const seen = split(`Diolch.\n\nAr 24 Tach 2026, ysgrifennodd Maria:\n${words}\n\nHwyl.`, [
      words,
    ])
    expect(seen.body).toBe('Diolch.\n\nHwyl.')
  })

  it('folds a rule above an attribution with it, a blank line between them or not', () => {
    const attribution = 'On 24/11/2026 10:00, Maria wrote:'
    for (const header of [`_____\n${attribution}`, `=====\n\n${attribution}`]) {
      const seen = split(`Yes.\n\n${header}\n${quoted(unknown)}`)
      expect(seen.body).toBe('Yes.')
      expect(seen.folded).toBe(`${header}\n${quoted(unknown)}`)
    }
  })

  it('keeps a lone field above the quote, whatever fields stand elsewhere in the mail', () => {
    const mail = `Note: I travel in May.\n\nVon: meinem Telefon\n${quoted(unknown)}`
    expect(split(mail).body).toBe('Note: I travel in May.\n\nVon: meinem Telefon')
  })

  it('folds a lone field naming the school, above the quote or the school’s words', () => {
    const seen = split(`Danke.\n\nVon: Lumen Code Academy\n${reply}\n\nBis bald.`, [reply])
    expect(seen.body).toBe('Danke.\n\nBis bald.')
    expect(seen.folded).toBe(`Von: Lumen Code Academy\n${reply}`)
  })

  it('folds a lone field naming the school with the rule between it and the quote', () => {
    const header = 'From: Lumen Code Academy <school@lumen.test>\n__________'
    const seen = split(`Yes, thank you.\n\n${header}\n${reply}`, [reply])
    expect(seen.body).toBe('Yes, thank you.')
    expect(seen.folded).toBe(`${header}\n${reply}`)
  })
})

describe('what stays the visitor’s above a client’s header', () => {
  const attribution = 'On 24/11/2026 10:00, Maria wrote:'

  it('keeps a sentence with a number in it, whatever mark ends it', () => {
    for (const sentence of [
      'See you on the 24th!',
      'Is 10:30 fine?',
      '24日に伺います。',
      '24日、了解です！',
      '10時でいいですか？',
    ]) {
      const seen = split(`${sentence}\n${attribution}\n${quoted(unknown)}`)
      expect(seen.body).toBe(sentence)
    }
  })

  it('keeps a line ending in a colon above a block of fields', () => {
    const block = 'Von: Lumen\nGesendet: Dienstag'
    const seen = split(`My answers of 24 Nov:\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('My answers of 24 Nov:')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('keeps the visitor’s signature, a rule and a phone number, above the quote', () => {
    const signature = 'Ana Lima\n-----\nTel: 0123 456 789'
    expect(split(`Yes.\n\n${signature}\n${quoted(unknown)}`).body).toBe(`Yes.\n\n${signature}`)
  })
})

describe('the school’s words alone, without a header or quote marks', () => {
  it('folds a run of twelve of its words, and keeps a run of eleven', () => {
    expect(split(`Thanks.\n\n${reply}`, [reply]).body).toBe('Thanks.')
    const eleven = reply.replace(' from seven to ten.', ' from seven.')
    expect(split(`Thanks.\n\n${eleven}`, [eleven]).body).toBe(`Thanks.\n\n${eleven}`)
  })

  it('folds a shorter run of the school’s words that touches quoted lines', () => {
    const short = 'The lectures are on Tuesday evenings.'
    const seen = split(`Thanks.\n\n${short}\n> ${unknown.split('\n')[0]}`, [short])
    expect(seen.body).toBe('Thanks.')
  })

  it('keeps a line of the visitor’s between two runs of the school’s words', () => {
    const other = 'Office hours are on Monday, Thursday, Friday and Saturday from nine to five.'
    const mail = `${reply}\nWhat about Fridays then?\n${other}`
    const seen = split(mail, [reply, other])
    expect(seen.body).toBe('What about Fridays then?')
    expect(seen.history.map((fold) => fold.text)).toEqual([reply, other])
  })
})

describe('an answer written into a history that runs to the end', () => {
  const outlook = '-----Original Message-----\nFrom: Lumen\nSent: Tuesday\nSubject: Re: question'

  it('keeps the visitor’s line between the school’s words, never a header or a mark', () => {
    const mail = `See below.\n\n${outlook}\n\n${reply}\nI can come on Wednesdays only.\n\nCc: Ben`
    const seen = split(mail, [reply])
    expect(seen.body).toBe('See below.\n\nI can come on Wednesdays only.')
    expect(seen.folded).toBe(`${outlook}\n\n${reply}\nCc: Ben`)
  })

  it('folds lines of the history without words, quoted ones and a third of the school’s', () => {
    const third =
      // Twenty words, six of them the school's.
      'I read lectures are on Tuesday and Wednesday, but I am not sure which of the two suits me best.'
    const mail = `See below.\n\n${outlook}\n\n${reply}\n--\n> Die Kurse beginnen im Januar.\n${third}`
    expect(split(mail, [reply]).body).toBe('See below.')
  })

  it('folds from an HTML client’s mark, its first line too, keeping a line written below', () => {
    const html = `<div>See below.</div><div id="divRplyFwdMsg">Earlier, in the thread:</div><div>${reply}</div><div>I can come on Wednesdays only.</div>`
    const { body, history } = answerText({ html }, { known: knownText([reply]), school })
    expect(body).toBe('See below.\n\nI can come on Wednesdays only.')
    expect(history.map((fold) => fold.text)).toEqual([`Earlier, in the thread:\n${reply}`])
  })

  it('folds all of a marked history when the school knows only its first line', () => {
    const html = `<div>See below.</div><div id="divRplyFwdMsg">${reply}</div><div>Die Kurse beginnen im Januar.</div>`
    const { body } = answerText({ html }, { known: knownText([reply]), school })
    expect(body).toBe('See below.')
  })

  it('folds a line that half repeats the school’s words, as it does not know whose it is', () => {
    const half = 'The lectures are on Tuesday and Wednesday, thank you.'
    const seen = split(`See below.\n\n${outlook}\n\n${reply}\n${half}`, [reply])
    expect(seen.body).toBe('See below.')
  })

  it('folds all of it when the school recognises nothing after the mark', () => {
    const seen = split(`See below.\n\n${outlook}\n\n${unknown}`, [reply])
    expect(seen.body).toBe('See below.')
    expect(seen.folded).toBe(`${outlook}\n\n${unknown}`)
  })
})
