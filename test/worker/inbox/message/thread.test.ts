import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, seedMessage } from '../helpers'

/** An entry as the reply form (kind 'reply') or the email() handler (kind 'answer') writes it. */
async function addEntry(
  messageId: string,
  entry: { kind: 'reply' | 'answer'; body: string; author: string; at: string },
  extra: { senderMismatch?: 0 | 1; attachments?: string[] } = {},
) {
  await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author, sender_mismatch, attachment_names, written_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      messageId,
      entry.kind,
      entry.body,
      entry.author,
      extra.senderMismatch ?? 0,
      extra.attachments ? JSON.stringify(extra.attachments) : null,
      entry.at,
    )
    .run()
}

const pageOf = async (path: string) => (await asStaff(path)).text()

describe('the conversation on the message page', () => {
  it('shows the replies and the visitor’s answers after the message, in order, as text', async () => {
    const id = await seedMessage({ email: 'thread@example.com' })
    await addEntry(id, {
      kind: 'reply',
      body: 'First reply',
      author: 'staff@lumen.example',
      at: '2026-01-02T10:00:00.000Z',
    })
    await addEntry(
      id,
      {
        kind: 'answer',
        body: '<img src=x onerror=alert(1)> thanks',
        author: 'someone-else@example.org',
        at: '2026-01-03T10:00:00.000Z',
      },
      { senderMismatch: 1, attachments: ['cv.pdf', '<b>photo</b>.png'] },
    )
    const html = await pageOf(`/inbox/${id}`)
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>photo</b>')
    const text = visibleText(html)
    const reply = text.indexOf('Reply by staff@lumen.example')
    const answer = text.indexOf('Answer from the visitor from someone-else@example.org')
    expect(text.indexOf('Message number')).toBeLessThan(reply)
    expect(reply).toBeGreaterThan(-1)
    expect(answer).toBeGreaterThan(reply)
    expect(text).toContain('Sent from an address other than the visitor’s')
    expect(text).toContain('<img src=x onerror=alert(1)> thanks')
    expect(text).toMatch(/Attachments \(not kept\): cv\.pdf\s*, <b>photo<\/b>\.png/)
  })

  it('flags no answer that came from the visitor’s own address', async () => {
    const id = await seedMessage()
    await addEntry(id, {
      kind: 'answer',
      body: 'From me',
      author: 'visitor@example.com',
      at: '2026-01-03T10:00:00.000Z',
    })
    expect(visibleText(await pageOf(`/inbox/${id}`))).not.toContain('Sent from an address other')
  })

  it('marks an answered message in the list', async () => {
    const answered = await seedMessage({ name: 'Answered Annie' })
    const waiting = await seedMessage({ name: 'Waiting Walter' })
    await env.DB.prepare(
      "UPDATE contact_messages SET answered_at = '2026-01-02T00:00:00Z' WHERE id = ?",
    )
      .bind(answered)
      .run()
    const html = await pageOf('/inbox?state=all')
    const row = (id: string) => html.match(new RegExp(`<li id="m-${id}"[\\s\\S]*?</li>`))?.[0] ?? ''
    expect(visibleText(row(answered))).toContain('Answered')
    expect(visibleText(row(waiting))).not.toContain('Answered')
  })
})
