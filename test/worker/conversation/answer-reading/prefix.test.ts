// A mail is accepted up to 1 MiB, but parsed only up to what its kept text could need
// (mail-prefix.ts): an attachment past that point costs nothing and loses nothing the thread
// shows, and text past it is said to be cut, never dropped silently.
import { describe, expect, it } from 'vitest'
import { cutNotice } from '../../../../src/server/conversation/answer-reading/answer-text'
import { maxParsedBytes } from '../../../../src/server/conversation/answer-reading/mail-prefix'
import { conversation, deliverMail, onlyEntry, rawMail } from '../inbound-mail'

/** A multipart mail: the parts given as [headers, body], in order. */
function multipart(to: { email: string; replyTo: string }, parts: [string, string][]) {
  const body = parts.map(([headers, content]) => `--b1\n${headers}\n\n${content}`).join('\n')
  return rawMail(
    { From: to.email, To: to.replyTo, 'Content-Type': 'multipart/mixed; boundary="b1"' },
    `${body}\n--b1--`,
  )
}

/** Base64 lines of a file larger than the parsed part. */
const bigFile = `${'QUJD'.repeat(19)}\n`.repeat(Math.ceil((maxParsedBytes * 2) / 77))

describe('the part of a large mail that is read', () => {
  it('keeps the whole text and lists the file when the file lies past the cut', async () => {
    const to = await conversation()
    const raw = multipart(to, [
      ['Content-Type: text/plain; charset=utf-8', 'My portfolio is attached.'],
      [
        'Content-Type: application/pdf; name="portfolio.pdf"\nContent-Disposition: attachment; filename="portfolio.pdf"\nContent-Transfer-Encoding: base64',
        bigFile,
      ],
    ])
    expect(raw.length).toBeGreaterThan(maxParsedBytes)
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
    const entry = await onlyEntry(to.id)
    expect(entry.body).toBe('My portfolio is attached.')
    expect(JSON.parse(entry.attachment_names ?? '[]')).toEqual(['portfolio.pdf'])
  })

  it('says the answer was cut when text follows the cut', async () => {
    const to = await conversation()
    const raw = multipart(to, [
      ['Content-Type: text/plain; charset=utf-8', 'Before the photo.'],
      [
        'Content-Type: image/jpeg; name="photo.jpg"\nContent-Disposition: inline; filename="photo.jpg"\nContent-Transfer-Encoding: base64',
        bigFile,
      ],
      ['Content-Type: text/plain; charset=utf-8', 'After the photo.'],
    ])
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    expect((await onlyEntry(to.id)).body).toBe(`Before the photo.\n\n${cutNotice}`)
  })

  it('says the answer was cut when the cut falls inside its text', async () => {
    const to = await conversation()
    const lines = Array.from({ length: 30_000 }, (_, index) => `${index}`).join('\n')
    const raw = rawMail({ From: to.email, To: to.replyTo }, lines)
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    const { body } = await onlyEntry(to.id)
    expect(body.startsWith('0\n1\n2\n')).toBe(true)
    expect(body.endsWith(`\n${cutNotice}`)).toBe(true)
  })

  it('keeps the start of a text written as one line longer than the parsed part', async () => {
    // No mail client writes a line of 300 KB, and SMTP forbids one, but a mail that holds one
    // still arrives: a cut at the last line's end before the bound would keep nothing of it.
    const to = await conversation()
    const raw = rawMail({ From: to.email, To: to.replyTo }, '一行で長く書きました。'.repeat(10_000))
    expect(new TextEncoder().encode(raw).length).toBeGreaterThan(maxParsedBytes)
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    const { body } = await onlyEntry(to.id)
    expect(body.startsWith('一行で長く書きました。一行で')).toBe(true)
    expect(body.endsWith(`\n${cutNotice}`)).toBe(true)
  })

  it('never cuts a character in two where a long line is cut inside', async () => {
    // Markup first (no text), then three-byte characters across the cut, so the text the cut ends
    // is within what the answer keeps; headers one byte longer each time put the cut before,
    // inside and after a character's second byte.
    for (const pad of ['', 'x', 'xx']) {
      const to = await conversation()
      const html = `<div>${'<i></i>'.repeat(37_000)}${'長い一行。'.repeat(2_000)}</div>`
      const raw = rawMail(
        {
          From: to.email,
          To: to.replyTo,
          'X-Pad': `p${pad}`,
          'Content-Type': 'text/html; charset=utf-8',
        },
        html,
      )
      await deliverMail(raw, { from: to.email, to: to.replyTo })
      const { body } = await onlyEntry(to.id)
      expect(body.startsWith('長い一行。長い一行。')).toBe(true)
      expect(body.endsWith(cutNotice)).toBe(true)
      expect(body).not.toContain('\uFFFD')
    }
  })
})
