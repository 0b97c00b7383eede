// The second signal: where the history is not text the school recognises (a reply since erased,
// a mail it never stored), the marks the clients write above it still fold it: header blocks and
// attributions in the visitors' languages, Outlook's separators, and the HTML clients' own markup.
import { describe, expect, it } from 'vitest'
import { storedAnswer } from '../answer-history/answer-history'
import { answer, conversation, deliverMail, rawMail } from '../inbound-mail'

/** History the conversation never held: only the client's marks can tell it apart. */
const unknown = 'Die Kurse beginnen im Januar.\nMit freundlichen Grüßen\nDas Team'

describe('the history a client marks, in the visitors’ languages', () => {
  const plain: [string, string][] = [
    [
      'a Spanish Outlook header block',
      'De: Lumen Code Academy <school@lumen.test>\nEnviado: martes, 24 de noviembre de 2026 10:00\nPara: Ana <ana@example.com>\nAsunto: Re: Your message',
    ],
    [
      'an Italian one without the school’s address',
      'Da: Segreteria\nInviato: martedì 24 novembre 2026 10:00\nA: Ana\nOggetto: Re: domanda',
    ],
    [
      'a Chinese one',
      '发件人: Lumen\n发送时间: 2026年11月24日 10:00\n收件人: ana@example.com\n主题: 回复: 你的留言',
    ],
    [
      'a Russian one',
      'От: Lumen\nОтправлено: 24 ноября 2026 г. 10:00\nКому: ana@example.com\nТема: Re: вопрос',
    ],
    [
      'a French one with its space before the colon',
      'De : Lumen\nEnvoyé : mardi 24 novembre 2026 10:00\nÀ : ana@example.com\nObjet : RE: question',
    ],
    ['Outlook’s German separator', '-----Ursprüngliche Nachricht-----\nVon: Lumen'],
    [
      'Outlook’s rule above a Danish header',
      '________________________________\nFra: Lumen\nSendt: 24. november 2026 10:00\nEmne: SV: spørgsmål',
    ],
  ]
  for (const [name, header] of plain) {
    it(`folds the unquoted history below ${name}`, async () => {
      const to = await conversation()
      await answer(to, `Gracias, lo haré.\n\n${header}\n\n${unknown}`)
      const stored = await storedAnswer(to.id)
      expect(stored.body).toBe('Gracias, lo haré.')
      expect(stored.folded).toContain('Die Kurse beginnen im Januar.')
    })
  }

  const attributions: [string, string][] = [
    ['French', 'Le mar. 24 nov. 2026 à 10:00, Lumen Code Academy <school@lumen.test> a écrit :'],
    ['Italian', 'Il giorno mar 24 nov 2026 alle ore 10:00 Segreteria ha scritto:'],
    ['Russian (Yandex)', '24.11.2026, 10:00, "Lumen Code Academy" <school@lumen.test>:'],
    [
      'Russian (mail.ru)',
      'Вторник, 24 ноября 2026, 10:00 +03:00 от Lumen Code Academy <school@lumen.test>:',
    ],
    ['Polish', 'W dniu 24.11.2026 o 10:00 Lumen pisze:'],
    [
      'Gmail’s, wrapped over two lines',
      'On Tue, Nov 24, 2026 at 10:00 AM Lumen Code Academy <\nschool@lumen.test> wrote:',
    ],
  ]
  for (const [name, attribution] of attributions) {
    it(`folds the quoted history below a ${name} attribution`, async () => {
      const to = await conversation()
      await answer(to, `Merci !\n\n${attribution}\n> ${unknown.replaceAll('\n', '\n> ')}`)
      const stored = await storedAnswer(to.id)
      expect(stored.body).toBe('Merci !')
      expect(stored.folded).toContain(attribution)
    })
  }

  it('keeps lines that only look like a header: a colon in the visitor’s own sentence', async () => {
    const to = await conversation()
    const mail = 'My plan for 2027: finish the course.\nNote: I travel in May.\n\nSee you then.'
    await answer(to, mail)
    expect(await storedAnswer(to.id)).toMatchObject({ body: mail, history: [] })
  })
})

/** An HTML-only answer. */
async function htmlAnswer(html: string) {
  const to = await conversation()
  const raw = rawMail(
    { From: to.email, To: to.replyTo, 'Content-Type': 'text/html; charset=utf-8' },
    html,
  )
  expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
  return storedAnswer(to.id)
}

describe('the history HTML clients mark with their own elements', () => {
  const answerHtml = '<div>Sounds good, see you on Tuesday.</div>'
  const cases: [string, string][] = [
    [
      'Outlook on the web: a rule and #divRplyFwdMsg',
      '<div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri"><b>From:</b> Lumen<br><b>Sent:</b> Tuesday<br><b>Subject:</b> Re: question</font><div>&nbsp;</div></div><div>',
    ],
    [
      'desktop Outlook’s bordered header box',
      '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class=MsoNormal><b>Von:</b> Lumen<br><b>Gesendet:</b> Dienstag</p></div><p class=MsoNormal>',
    ],
    [
      'Outlook 2010’s blue box',
      '<div style="border:none;border-top:solid #B5C4DF 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class=MsoNormal><b>De :</b> Lumen</p></div><p class=MsoNormal>',
    ],
    ['Hotmail’s #stopSpelling rule', '<hr id="stopSpelling">Date: Tue<br>From: Lumen<br><br>'],
    [
      'Yahoo’s quote container',
      '<div class="yahoo_quoted"><div>On Tuesday, November 24, 2026, 10:00 AM GMT, Lumen wrote:</div><div><br></div><div>',
    ],
    ['Apple Mail’s blockquote', '<div><br><blockquote type="cite"><div>'],
    [
      'Thunderbird’s cite prefix and blockquote',
      '<div class="moz-cite-prefix">On 24/11/2026 10:00, Lumen wrote:<br></div><blockquote type="cite" cite="mid:x@y"><div>',
    ],
  ]
  for (const [name, opening] of cases) {
    it(`folds the history below ${name}`, async () => {
      const close = '</div>'.repeat((opening.match(/<div\b/g) ?? []).length)
      const stored = await htmlAnswer(
        `${answerHtml}${opening}Die Kurse beginnen im Januar.<br>Das Team${close}`,
      )
      expect(stored.body).toBe('Sounds good, see you on Tuesday.')
      expect(stored.folded).toContain('Die Kurse beginnen im Januar.')
    })
  }

  it('keeps an answer written between two blockquotes where it was (Gmail, inline)', async () => {
    const stored = await htmlAnswer(
      '<div class="gmail_quote"><blockquote class="gmail_quote">Would Tuesday suit you?</blockquote><div>Yes, Tuesday.</div><blockquote class="gmail_quote">And 7 pm?</blockquote><div>Better 8 pm.</div></div>',
    )
    expect(stored.body).toBe('Yes, Tuesday.\n\nBetter 8 pm.')
    expect(stored.history).toEqual([
      { at: 0, text: '> Would Tuesday suit you?' },
      { at: 'Yes, Tuesday.'.length, text: '> And 7 pm?' },
    ])
  })
})
