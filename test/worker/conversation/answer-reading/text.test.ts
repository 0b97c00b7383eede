import { describe, expect, it } from 'vitest'
import { answer, conversation, deliverMail, onlyEntry, rawMail } from '../inbound-mail'

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

describe('an answer at the length it is kept to', () => {
  const notice = '[The answer was longer; the rest was not kept.]'

  it('is kept whole, with no note of a cut, when only the line break after it is past the limit', async () => {
    const to = await conversation()
    // 10,000 characters outside the BMP: 20,000 UTF-16 units, exactly the limit, then CRLF.
    await answer(to, '𝒶'.repeat(10_000))
    const { body } = await onlyEntry(to.id)
    expect(body).toBe('𝒶'.repeat(10_000))
  })

  it('says it was cut when words were, and never cuts a character in half', async () => {
    const to = await conversation()
    await answer(to, `${'𝒶'.repeat(10_000)}and more`)
    const { body } = await onlyEntry(to.id)
    expect(body).toBe(`${'𝒶'.repeat(10_000)}\n\n${notice}`)
    const oddTo = await conversation()
    await answer(oddTo, `x${'𝒶'.repeat(10_000)}`)
    const odd = await onlyEntry(oddTo.id)
    expect(odd.body).toBe(`x${'𝒶'.repeat(9_999)}\n\n${notice}`)
  })
})
