// An attribution ("On … wrote:") above the quoted lines (quote-headers.ts), read straight from an
// answer's text: in the clients' ways and languages, wrapped or not, it folds the quote below it;
// an answer written between quoted lines stays where it was. No mail in between.
import { describe, expect, it } from 'vitest'
import { quoted, split, unknown } from './answer-split'

describe('an attribution above the quoted lines', () => {
  const attributions: [string, string][] = [
    ['Gmail', 'On Tue, Nov 24, 2026 at 10:00 AM Lumen Code Academy <school@lumen.test> wrote:'],
    [
      'Gmail, wrapped over two lines',
      'On Tue, Nov 24, 2026 at 10:00 AM Lumen Code Academy <\nschool@lumen.test> wrote:',
    ],
    ['French', 'Le mar. 24 nov. 2026 à 10:00, Lumen Code Academy <school@lumen.test> a écrit :'],
    ['Italian', 'Il giorno mar 24 nov 2026 alle ore 10:00 Segreteria ha scritto:'],
    ['German', 'Am 24.11.2026 um 10:00 schrieb Maria:'],
    ['Spanish', 'El mar, 24 nov 2026 a las 10:00, Maria escribió:'],
    ['Dutch', 'Op di 24 nov. 2026 om 10:00 schreef Maria:'],
    ['Russian (Yandex)', '24.11.2026, 10:00, "Lumen Code Academy" <school@lumen.test>:'],
    [
      'Russian (mail.ru)',
      'Вторник, 24 ноября 2026, 10:00 +03:00 от Lumen Code Academy <school@lumen.test>:',
    ],
    ['Polish', 'W dniu 24.11.2026 o 10:00 Lumen pisze:'],
    ['Chinese', '在 2026年11月24日 10:00，Maria 写道：'],
    ['Japanese', '2026年11月24日(火) 10:00 Maria <maria@example.com>:'],
    ['Hebrew', 'ביום ג׳, 24 בנוב׳ 2026 ב-10:00 מאת Maria <maria@example.com>‏:'],
    ['Thunderbird', 'On 24/11/2026 10:00, Lumen wrote:'],
    ['a client naming the school without a colon', 'Am 24.11.2026 schrieb Lumen Code Academy'],
    ['a client naming the school’s address alone', 'school@lumen.test schrieb'],
    ['a sender whose name holds a colon', 'Admissions: Lumen <admissions@example.org> wrote:'],
    [
      'a German one wrapped, its date with dots',
      'Am 24.11.2026 um 10:00 schrieb Lumen Code Academy <\nschool@lumen.test>:',
    ],
    ['a short one of that kind', 'Info: Ana <a@b.io> wrote:'],
    ['a Chinese one of that kind', '招生办：Lumen <admissions@example.org> 写道：'],
    [
      'one naming the school, no colon after the verb',
      'Admissions: Lumen Code Academy <school@lumen.test> wrote',
    ],
    ['one naming the school beside a name in brackets', 'Maria <Lumen Code Academy> schrieb'],
    ['one the client put in straight quotes', '"On 24/11/2026 10:00, Maria wrote:"'],
    ['one in single quotes', "'On 24/11/2026 10:00, Maria wrote:'"],
    ['one in curly quotes', '“On 24/11/2026 10:00, Maria wrote:”'],
    ['one in guillemets', '«Le 24/11/2026 à 10:00, Maria a écrit :»'],
  ]
  for (const [client, attribution] of attributions) {
    it(`folds the quoted history below ${client}’s`, () => {
      const seen = split(`Merci !\n\n${attribution}\n${quoted(unknown)}`)
      expect(seen.body).toBe('Merci !')
      expect(seen.folded).toBe(`${attribution}\n${quoted(unknown)}`)
    })
  }

  it('folds the attribution with a blank line or two between it and the quote', () => {
    const attribution = 'On 24/11/2026 10:00, Maria wrote:'
    for (const gap of ['\n', '\n\n']) {
      const seen = split(`Yes.\n\n${attribution}\n${gap}${quoted(unknown)}`)
      expect(seen.body).toBe('Yes.')
      expect(seen.folded).toBe(`${attribution}\n${gap}${quoted(unknown)}`)
    }
  })

  it('keeps an attribution three blank lines above the quote, which no client writes', () => {
    const attribution = 'On 24/11/2026 10:00, Maria wrote:'
    const seen = split(`Yes.\n\n${attribution}\n\n\n\n${quoted(unknown)}`)
    expect(seen.body).toBe(`Yes.\n\n${attribution}`)
  })

  it('folds an attribution wrapped after its date, the date alone on the line above', () => {
    for (const date of ['On Tue, Nov 24, 2026 at 10:00 AM', 'Le 24/11/2026 à 10:00,']) {
      const attribution = `${date}\nMaria <maria@example.com> wrote:`
      const seen = split(`Thanks!\n\n${attribution}\n${quoted(unknown)}`)
      expect(seen.body).toBe('Thanks!')
      expect(seen.folded).toBe(`${attribution}\n${quoted(unknown)}`)
    }
  })

  it('keeps the visitor’s sentence above a wrapped attribution', () => {
    const mail = `I wrote to you on 12 May.\nOn 24/11/2026 10:00, Maria wrote:\n${quoted(unknown)}`
    expect(split(mail).body).toBe('I wrote to you on 12 May.')
    const wordsOnly = `See you soon\nOn 24/11/2026 10:00, Maria wrote:\n${quoted(unknown)}`
    expect(split(wordsOnly).body).toBe('See you soon')
  })

  it('keeps an answer written between quoted lines where it was', () => {
    const attribution =
      'On Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:'
    const seen = split(`${attribution}\n> Would Tuesday suit you?\nYes.\n> And 7 pm?\nBetter 8 pm.`)
    expect(seen.body).toBe('Yes.\n\nBetter 8 pm.')
    expect(seen.history).toEqual([
      { at: 0, text: `${attribution}\n> Would Tuesday suit you?` },
      { at: 4, text: '> And 7 pm?' },
    ])
  })
})
