// What an answer carries besides its words: another sender, attachments, markup typed as text.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { answer, conversation, deliverMail, onlyEntry, rawMail } from '../inbound-mail'

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
