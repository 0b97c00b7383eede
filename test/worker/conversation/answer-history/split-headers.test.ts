// The headers clients write above the history they quote (quote-headers.ts), read straight from
// an answer's text: header blocks, separators and attributions ("On … wrote:") in the visitors'
// languages fold the history below them even where the school does not know its words, wrapped
// or not; lines that only look like a header stay the visitor's. No mail in between: these run
// in a few seconds.
import { describe, expect, it } from 'vitest'
import { quoted, split } from './answer-split'

/** History the conversation never held: only the client's marks can tell it apart. */
const unknown = 'Die Kurse beginnen im Januar.\nMit freundlichen Grüßen\nDas Team'

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

describe('a separator above the history', () => {
  for (const rule of ['-----', '_____', '=====', '*****', '~~~~~', '–––––', '—————']) {
    it(`folds from a rule of ${rule[0]} right above a From field`, () => {
      const header = `${rule}\nFrom: Lumen`
      const seen = split(`Tuesday is fine.\n\n${header}\n\n${unknown}`)
      expect(seen.body).toBe('Tuesday is fine.')
      expect(seen.folded).toBe(`${header}\n\n${unknown}`)
    })
  }

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
