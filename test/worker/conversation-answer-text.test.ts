import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { answer, conversation, deliverMail, onlyEntry, rawMail } from './inbound-mail'

/** A mail whose body is given as bytes in a charset of its own. */
function latin1Mail(to: { email: string; replyTo: string }, charset: string, body: number[]) {
  const head = rawMail(
    {
      From: to.email,
      To: to.replyTo,
      'Content-Type': `text/plain; charset=${charset}`,
      'Content-Transfer-Encoding': '8bit',
    },
    '',
  )
  return new Uint8Array([...new TextEncoder().encode(head), ...body, 13, 10])
}

const bytesOf = (text: string) => [...text].map((character) => character.charCodeAt(0))

describe('a visitor’s answer reduced to plain text', () => {
  it('converts an HTML-only answer to text, entities decoded, with no tag, style or script', async () => {
    const to = await conversation()
    const html = [
      '<html><head><title>Re: hello</title><style>p { color: red }</style></head><body>',
      '<style>.signature { color: blue }</style>',
      '<p>Thanks &amp; <b>see you</b> on Tuesday &ndash; 7&nbsp;pm.</p>',
      '<p>Second&nbsp;paragraph<br>next line</p>',
      '<script>alert(1)</script>',
      '</body></html>',
    ].join('\n')
    const raw = rawMail(
      { From: to.email, To: to.replyTo, 'Content-Type': 'text/html; charset=utf-8' },
      html,
    )
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
    const { body } = await onlyEntry(to.id)
    expect(body).toContain('Thanks & see you on Tuesday – 7\u00a0pm.')
    expect(body).toMatch(/Second\u00a0paragraph\s*\nnext line/)
    expect(body).not.toMatch(/[<>]|color: red|color: blue|alert|Re: hello/)
  })

  it('drops the history an HTML answer quotes inside its client’s quote container', async () => {
    const to = await conversation()
    const html = [
      '<div dir="ltr">Yes, Tuesday works.</div><br>',
      '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 23 Nov 2026 at 10:00, Lumen Code Academy &lt;school@lumen.test&gt; wrote:<br></div>',
      '<blockquote class="gmail_quote">Would Tuesday suit you?</blockquote></div>',
    ].join('')
    const raw = rawMail(
      { From: to.email, To: to.replyTo, 'Content-Type': 'text/html; charset=utf-8' },
      html,
    )
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    expect((await onlyEntry(to.id)).body).toBe('Yes, Tuesday works.')
  })

  it('decodes an answer written in ISO-8859-1 and in windows-1252', async () => {
    const first = await conversation()
    const latin1 = latin1Mail(first, 'ISO-8859-1', bytesOf('Café à Zürich, señor'))
    await deliverMail(latin1, { from: first.email, to: first.replyTo })
    expect((await onlyEntry(first.id)).body).toBe('Café à Zürich, señor')

    const second = await conversation()
    // 0x80 is € and 0x93/0x94 are curly quotes in windows-1252 (control characters in Latin-1).
    const cp1252 = latin1Mail(second, 'windows-1252', [
      ...bytesOf('Price '),
      0x80,
      ...bytesOf(' 20, '),
      0x93,
      ...bytesOf('fine'),
      0x94,
    ])
    await deliverMail(cp1252, { from: second.email, to: second.replyTo })
    expect((await onlyEntry(second.id)).body).toBe('Price € 20, “fine”')
  })

  it('decodes a quoted-printable body in another charset', async () => {
    const to = await conversation()
    const raw = rawMail(
      {
        From: to.email,
        To: to.replyTo,
        'Content-Type': 'text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding': 'quoted-printable',
      },
      'Gr=FC=DFe aus M=FCnchen, bis Dienstag.',
    )
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    expect((await onlyEntry(to.id)).body).toBe('Grüße aus München, bis Dienstag.')
  })
})

describe('the quoted history below an answer', () => {
  const cases: [string, string, string][] = [
    [
      'Gmail’s "On … wrote:" and quoted lines',
      'Tuesday is fine.\n\nOn Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:\n> Would Tuesday suit you?\n>\n> Lumen Code Academy\n',
      'Tuesday is fine.',
    ],
    [
      'an attribution wrapped onto two lines',
      'Tuesday is fine.\n\nOn Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <\nreply+abc@lumen.test> wrote:\n\n> Would Tuesday suit you?\n',
      'Tuesday is fine.',
    ],
    [
      'Outlook’s "Original Message" separator',
      'Tuesday is fine.\n\n-----Original Message-----\nFrom: Lumen Code Academy <school@lumen.test>\nSent: Monday, November 23, 2026 10:00 AM\nSubject: Re: Your message\n\nWould Tuesday suit you?',
      'Tuesday is fine.',
    ],
    [
      'Outlook’s rule and header block',
      'Tuesday is fine.\n\n________________________________\nFrom: Lumen Code Academy <school@lumen.test>\nSent: Monday, 23 November 2026 10:00\nTo: Ada <ada@example.com>\nSubject: Re: Your message\n\nWould Tuesday suit you?',
      'Tuesday is fine.',
    ],
    [
      'a German client’s attribution',
      'Dienstag passt.\n\nAm 23.11.2026 um 10:00 schrieb Lumen Code Academy <school@lumen.test>:\n> Would Tuesday suit you?',
      'Dienstag passt.',
    ],
  ]

  for (const [name, mail, kept] of cases) {
    it(`is cut after ${name}`, async () => {
      const to = await conversation()
      await answer(to, mail)
      expect((await onlyEntry(to.id)).body).toBe(kept)
    })
  }

  it('is kept where an answer is written between quoted lines', async () => {
    const to = await conversation()
    const mail =
      'On Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:\n> Would Tuesday suit you?\nYes.\n> And 7 pm?\nBetter 8 pm.'
    await answer(to, mail)
    expect((await onlyEntry(to.id)).body).toBe(mail)
  })

  it('is kept where nothing marks it reliably', async () => {
    const to = await conversation()
    const mail =
      'On Monday I wrote: the code does not compile.\nFrom: my laptop\nStill the same error.'
    await answer(to, mail)
    expect((await onlyEntry(to.id)).body).toBe(mail)
  })

  it('is kept when the mail holds nothing else', async () => {
    const to = await conversation()
    await answer(to, '> Would Tuesday suit you?\n> Lumen Code Academy')
    expect((await onlyEntry(to.id)).body).toBe('> Would Tuesday suit you?\n> Lumen Code Academy')
  })
})

describe('what an answer may carry', () => {
  it('keeps an answer from another address, flagged; the visitor’s own in any case is not', async () => {
    const to = await conversation()
    const raw = rawMail({ From: 'Someone Else <other@elsewhere.example>', To: to.replyTo }, 'Hi')
    expect(await deliverMail(raw, { from: 'other@elsewhere.example', to: to.replyTo })).toEqual([])
    expect(await onlyEntry(to.id)).toMatchObject({
      author: 'other@elsewhere.example',
      sender_mismatch: 1,
    })

    const same = await conversation()
    const upper = rawMail({ From: same.email.toUpperCase(), To: same.replyTo }, 'Hi')
    await deliverMail(upper, { from: same.email.toUpperCase(), to: same.replyTo })
    expect((await onlyEntry(same.id)).sender_mismatch).toBe(0)
  })

  it('lists its attachments by name and stores none of their content', async () => {
    const to = await conversation()
    const secretContent = 'CONFIDENTIAL-ATTACHMENT-CONTENT'
    const raw = rawMail(
      { From: to.email, To: to.replyTo, 'Content-Type': 'multipart/mixed; boundary="b1"' },
      [
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'My CV is attached.',
        '--b1',
        'Content-Type: application/pdf; name="cv.pdf"',
        'Content-Disposition: attachment; filename="cv.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        btoa(secretContent),
        '--b1',
        'Content-Type: text/plain; name="<img src=x onerror=alert(1)>.txt"',
        'Content-Disposition: attachment; filename="<img src=x onerror=alert(1)>.txt"',
        '',
        secretContent,
        '--b1--',
      ].join('\n'),
    )
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    const entry = await onlyEntry(to.id)
    expect(entry.body).toBe('My CV is attached.')
    expect(JSON.parse(entry.attachment_names ?? '[]')).toEqual([
      'cv.pdf',
      '<img src=x onerror=alert(1)>.txt',
    ])
    const { results } = await env.DB.prepare(
      "SELECT * FROM conversation_entries WHERE body || ifnull(attachment_names, '') LIKE ?",
    )
      .bind(`%${secretContent}%`)
      .all()
    expect(results).toEqual([])
  })

  it('stores an answer’s markup exactly as typed, as text', async () => {
    const to = await conversation()
    await answer(to, 'Is <script>alert("x")</script> allowed in the course?')
    expect((await onlyEntry(to.id)).body).toBe(
      'Is <script>alert("x")</script> allowed in the course?',
    )
  })
})
