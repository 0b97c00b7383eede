// A client's header block above the history it quotes unmarked (quote-headers.ts), read straight
// from an answer's text: From, Sent, To and Subject in the visitors' languages, bold or not, fold
// the history below them even where the school does not know its words; a lone field or the
// visitor's own lines without a colon stay the answer. No mail in between: these run in seconds.
import { describe, expect, it } from 'vitest'
import { quoted, split, unknown } from './answer-split'

describe('a client’s header block above an unquoted history, in the visitors’ languages', () => {
  const blocks: [string, string][] = [
    [
      'English',
      'From: Lumen\nSent: Tuesday, November 24, 2026 10:00 AM\nTo: Ana\nSubject: Re: question',
    ],
    [
      'Spanish',
      'De: Lumen <school@lumen.test>\nEnviado: martes, 24 de noviembre de 2026 10:00\nPara: Ana\nAsunto: Re: Your message',
    ],
    [
      'Italian',
      'Da: Segreteria\nInviato: martedì 24 novembre 2026 10:00\nA: Ana\nOggetto: Re: domanda',
    ],
    [
      'German',
      'Von: Sekretariat\nGesendet: Dienstag, 24. November 2026 10:00\nAn: Ana\nBetreff: AW: Frage',
    ],
    [
      'Dutch',
      'Van: Lumen\nVerzonden: dinsdag 24 november 2026 10:00\nAan: Ana\nOnderwerp: RE: vraag',
    ],
    [
      'Portuguese',
      'De: Lumen\nEnviado em: terça-feira, 24 de novembro de 2026 10:00\nPara: Ana\nAssunto: RE: pergunta',
    ],
    ['Polish', 'Od: Lumen\nWysłano: wtorek, 24 listopada 2026 10:00\nDo: Ana\nTemat: RE: pytanie'],
    [
      'Russian',
      'От: Lumen\nОтправлено: 24 ноября 2026 г. 10:00\nКому: ana@example.com\nТема: Re: вопрос',
    ],
    [
      'French, a space before each colon',
      'De : Lumen\nEnvoyé : mardi 24 novembre 2026 10:00\nÀ : Ana\nObjet : RE: question',
    ],
    [
      'Chinese, with full-width colons',
      '发件人：Lumen\n发送时间：2026年11月24日 10:00\n收件人：Ana\n主题：回复：你的留言',
    ],
    ['Japanese', '差出人: Lumen\n送信日時: 2026年11月24日 10:00\n宛先: Ana\n件名: Re: ご質問'],
    [
      'Korean',
      '보낸 사람: Lumen\n보낸 날짜: 2026년 11월 24일 10:00\n받는 사람: Ana\n제목: RE: 질문',
    ],
    ['Turkish', 'Kimden: Lumen\nGönderildi: 24 Kasım 2026 Salı 10:00\nKime: Ana\nKonu: YNT: soru'],
    [
      'Greek',
      'Αποστολέας: Lumen\nΣτάλθηκε: Τρίτη, 24 Νοεμβρίου 2026 10:00\nΠρος: Ana\nΘέμα: RE: ερώτηση',
    ],
    ['Thai', 'จาก: Lumen\nส่ง: 24 พฤศจิกายน 2026 10:00\nถึง: Ana\nเรื่อง: RE: คำถาม'],
    [
      'English, its Subject naming what someone wrote',
      'From: Lumen\nSent: Tuesday\nSubject: Re: what Maria wrote on Tuesday',
    ],
    [
      'Polish, its Subject ending in a word that begins with the verb (napisałem, “I wrote”)',
      'Od: Lumen\nWysłano: wtorek, 24 listopada 2026 10:00\nDo: Ana\nTemat: RE: to, co napisałem',
    ],
    [
      'Swedish, in bold',
      '*Från:* Lumen\n*Skickat:* den 24 november 2026 10:00\n*Till:* Ana\n*Ämne:* SV: fråga',
    ],
  ]
  for (const [language, block] of blocks) {
    it(`folds the history below a ${language} one, to the end of the mail`, () => {
      const seen = split(`Gracias, lo haré.\n\n${block}\n\n${unknown}`)
      expect(seen.body).toBe('Gracias, lo haré.')
      expect(seen.folded).toBe(`${block}\n\n${unknown}`)
    })
  }

  it('folds a block of From, Sent and To above quoted lines, no Subject needed', () => {
    const block = 'Da: Segreteria\nInviato: martedì 24 novembre 2026 10:00\nA: Ana'
    const seen = split(`Grazie.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Grazie.')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('folds a block of two fields in any language above quoted lines, a rule above it', () => {
    const block = '=====\nOd koho: Lumen\nOdesláno kdy: 24. 11. 2026'
    const seen = split(`Díky.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Díky.')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('folds a block of fields in bold, the marks around the names', () => {
    const block = '**Von**: Lumen\n**Gesendet**: Dienstag\n**Betreff**: Frage'
    const seen = split(`Danke.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Danke.')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('reads a field’s name up to 40 characters long, and no longer', () => {
    const block = 'Original sender of the forwarded message: Ana\nForwarded on: 24 Nov 2026'
    expect(split(`Thanks.\n\n${block}\n${quoted(unknown)}`).body).toBe('Thanks.')
    const own =
      'I would like to know whether it runs in May: yes or no?\nAnd whether it runs online too: yes?'
    expect(split(`${own}\n${quoted(unknown)}`).body).toBe(own)
  })

  it('keeps lines of the visitor’s without a colon above a quote, hyphens and all', () => {
    const own = 'Anna-Lena Schmidt\nBerlin-Mitte'
    expect(split(`Thanks.\n\n${own}\n${quoted(unknown)}`).body).toBe(`Thanks.\n\n${own}`)
  })

  it('folds a block whose fields’ names hold a hyphen, an apostrophe or a dot', () => {
    const block = "Reply-To: Ana <ana@example.com>\nDate d'envoi: 24/11/2026\nRéf.: 2026-11"
    const seen = split(`Merci.\n\n${block}\n${quoted(unknown)}`)
    expect(seen.body).toBe('Merci.')
    expect(seen.folded).toBe(`${block}\n${quoted(unknown)}`)
  })

  it('keeps a lone field above quoted lines the visitor’s, unless it names the school', () => {
    for (const field of ['Von: Lumen Code Academy', 'Von: Sekretariat <office@lumen.test>']) {
      const seen = split(`Danke!\n\n${field}\n\n${quoted(unknown)}`)
      expect(seen.body).toBe('Danke!')
      expect(seen.folded).toBe(`${field}\n\n${quoted(unknown)}`)
    }
    for (const field of ['Von: meinem Telefon', 'Betreff: Frage an Lumen Code Academy']) {
      const own = split(`Danke!\n\n${field}\n${quoted(unknown)}`)
      expect(own.body).toBe(`Danke!\n\n${field}`)
    }
  })

  it('keeps a block of fields of the visitor’s own the answer, with no history below it', () => {
    const mail = 'My details:\nName: Ana Lima\nPhone: 0123 456 789\nCourse: Web development'
    expect(split(mail)).toEqual({ body: mail, history: [], folded: '' })
  })
})
