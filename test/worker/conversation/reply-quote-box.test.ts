// The page tells staff, above the reply box, what the reply's mail will quote (reply-quote.ts):
// a warning while the address has not answered, else the answer it will quote, in the inbox's zone.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { flakyMailer } from '../outbox/outbox'
import { answer } from './inbound-mail'
import { answerFromElsewhere, lured, reply, replyBox } from './lured-conversation'

describe('the reply box says what the mail will quote', () => {
  it('warns above the box while the address has not answered: nothing of the message is quoted', async () => {
    const to = await lured(flakyMailer())
    const box = await replyBox(to)
    expect(box).toContain(
      'No answer has come from this address yet, and anyone can type any address into the contact form',
    )
    expect(box.indexOf('No answer has come')).toBeLessThan(box.indexOf('Send reply'))
  })

  it('names the answer it will quote once the visitor answered, and warns no more', async () => {
    const to = await lured(flakyMailer())
    await answer(to, 'Evenings, please.', to.settings)
    const box = await replyBox(to)
    expect(box).not.toContain('No answer has come')
    expect(box).toMatch(/quotes the visitor’s latest answer \(\d+ \w+ \d{4}, \d\d:\d\d UTC\)/)
  })

  it('names the latest of several answers, in the inbox’s zone', async () => {
    const to = await lured(flakyMailer())
    await answer(to, 'Mornings?', to.settings)
    await answer(to, 'Or evenings.', to.settings)
    const times = ['2026-11-24T08:00:00.000Z', '2026-11-24T19:30:00.000Z']
    const { results } = await env.DB.prepare(
      "SELECT id FROM conversation_entries WHERE message_id = ? AND kind = 'answer' ORDER BY id",
    )
      .bind(to.id)
      .all<{ id: number }>()
    for (const [index, row] of results.entries())
      await env.DB.prepare('UPDATE conversation_entries SET written_at = ? WHERE id = ?')
        .bind(times[index], row.id)
        .run()
    to.settings = { ...to.settings, INBOX_TIME_ZONE: 'Europe/Berlin' }
    expect(await replyBox(to)).toContain(
      'quotes the visitor’s latest answer (24 Nov 2026, 20:30 CET)',
    )
  })

  it('still warns after a staff reply, and when the only answer came from another address', async () => {
    const to = await lured(flakyMailer())
    await reply(to, 'Thank you for writing.')
    expect(await replyBox(to)).toContain('No answer has come from this address yet')
    await answerFromElsewhere(to, 'I am the visitor, honestly.')
    const box = await replyBox(to)
    expect(box).toContain('No answer has come from this address yet')
    expect(box).not.toContain('quotes the visitor’s latest answer')
  })
})
