// A history the client did not quote with ">", and attributions it wrapped (attributions.ts,
// history-rules.ts), read straight from an answer's text with nothing known: an attribution
// naming an address, or a block of header fields, folds all below it; one wrapped over two or
// three lines folds with the quote under it. What only looks like one stays the visitor's.
import { describe, expect, it } from 'vitest'
import { quoted, split, unknown } from './answer-split'

describe('a history the client did not quote, below its attribution or header block', () => {
  const marks: [string, string][] = [
    ['Polish', 'W dniu 2026-11-24 10:00:00 użytkownik Ana <ana@example.com> napisał:'],
    ['Russian', 'вт, 24 нояб. 2026 г. в 10:00, Ana <ana@example.com>:'],
    ['a date and an address only', '24.11.2026, 10.00, "Ana" <ana@example.com>:'],
    ['Zoho', '---- On Tue, 24 Nov 2026 10:00:00 +0100 ana@example.com wrote ----'],
    ['French, wrapped', 'Le mar. 24 nov. 2026 à 10:00, Ana <ana@example.com>\na écrit :'],
    ['Finnish, wrapped', 'ti 24. marraskuuta 2026 klo 10.00 Ana\n<ana@example.com> kirjoitti:'],
    ['French Outlook, no Sent', 'De : Ana <ana@example.com>\nÀ : Lumen\nObjet : Re: question'],
    [
      'French Outlook, "Envoyé le"',
      'De : Ana\nEnvoyé le : mardi 24 novembre 2026 10:00\nÀ : Lumen\nObjet : question',
    ],
    [
      'French webmail, an empty Cc',
      'Message du : 24/11/2026 10:00\nDe : Ana\nA : Lumen\nCopie à :\nSujet : question',
    ],
    ['Russian Windows Mail', 'От: Ana\nОтправлено: 24 ноября 2026 г. 10:00\nКому: Lumen'],
  ]
  for (const [client, mark] of marks) {
    it(`folds everything below ${client}’s`, () => {
      const seen = split(`Merci !\n\n${mark}\n\n${unknown}`)
      expect(seen.body).toBe('Merci !')
      expect(seen.folded).toBe(`${mark}\n\n${unknown}`)
    })
  }

  it('folds an attribution wrapped over three lines with the quote below it', () => {
    for (const attribution of [
      'On Tue, Nov 24, 2026 at 10:00 AM, Ana Lima\n<ana@example.com>\nwrote:',
      'On Nov 24, 2026,\nat 10:00,\nAna <ana@example.com> wrote:',
      'On Tue, Nov 24, Ana Lima\n<ana@example.com>\nwrote:',
    ]) {
      const seen = split(`Yes.\n\n${attribution}\n\n${quoted(unknown)}`)
      expect(seen.body).toBe('Yes.')
      expect(seen.folded).toBe(`${attribution}\n\n${quoted(unknown)}`)
    }
  })

  it('folds an attribution whose colon the client wrapped into the quote', () => {
    const attribution = 'ti 24. nov. 2026 kl. 10:00 skrev Ana <ana@example.com\n>:'
    const seen = split(`Takk.\n\n${attribution}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Takk.')
  })

  it('folds a quoted line’s end the client wrapped without its ">"', () => {
    const long = '> Die Kurse beginnen im Januar, und die Anmeldung ist bis Ende Dezember offen'
    const seen = split(`Danke.\n\nAm 24.11.2026 schrieb Ana:\n${long}\nfür alle.\n> Gruß`)
    expect(seen.body).toBe('Danke.')
  })

  it('keeps a bottom-posted answer below an attribution and its quoted lines', () => {
    const seen = split(
      `On 24/11/2026 10:00, Ana <ana@example.com> wrote:\n${quoted(unknown)}\nYes.`,
    )
    expect(seen.body).toBe('Yes.')
  })
})

describe('what only looks like an unquoted history stays the visitor’s', () => {
  it('keeps a sentence of the visitor’s starting "From:" or "De :" with no block below', () => {
    for (const mail of [
      'Thanks for the answer.\nFrom: my side, Tuesday works.\nSee you then.',
      'Merci.\nDe : mon côté, mardi me va.\nÀ bientôt.',
      'Danke.\nVon: Montag bis Freitag arbeite ich.\nAn: den Wochenenden nicht.',
      'Hi,\nFrom: Ana\nI would like to join the January course.',
    ]) {
      expect(split(mail)).toEqual({ body: mail, history: [], folded: '' })
    }
  })

  it('keeps an attribution of the visitor’s own, without an address, above their own words', () => {
    for (const mail of [
      'On 3 May 2026 my teacher wrote:\nyou should learn Python first.\nIs that right?',
      'Le 3 mai 2026, mon professeur a écrit :\napprenez Python d’abord.',
      'Write to me at ana@example.com:\nI read it every day.',
      'My number, 0176 1234 5678:\ncall me after 6 pm.',
    ]) {
      expect(split(mail).body).toBe(mail)
    }
  })

  it('keeps the visitor’s lines above an attribution, a comma or a number in them', () => {
    for (const own of ['Best regards,', 'I have 2 questions,', 'Ana Lima']) {
      const mail = `Yes.\n${own}\nOn Tue, Nov 24, 2026 at 10:00 AM Maria <maria@example.org> wrote:\n${quoted(unknown)}`
      expect(split(mail).body).toBe(`Yes.\n${own}`)
    }
  })

  it('keeps an answer written between quoted lines, in lower case or below a short line', () => {
    const mail = `On 24/11/2026 10:00, Ana wrote:\n> Tuesday?\nyes, Tuesday.\n> 7 pm?\nBetter 8 pm.`
    expect(split(mail).body).toBe('yes, Tuesday.\n\nBetter 8 pm.')
  })
})
