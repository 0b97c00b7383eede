import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeAnswer } from '../../../../src/server/conversation/answer-store'
import { flakyMailer } from '../../outbox/outbox'
import { answer, conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'
import { answerRows, staffChannels, webhookReceiver } from './answer-notify'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a visitor’s answer in the thread', () => {
  it('puts the message back in New, clears answered_at and says why in its history', async () => {
    const to = await conversation('handled')
    expect(await answer(to, 'Tuesday suits me.')).toEqual([])
    const message = await env.DB.prepare(
      'SELECT state, answered_at FROM contact_messages WHERE id = ?',
    )
      .bind(to.id)
      .first()
    expect(message).toEqual({ state: 'new', answered_at: null })
    const history = await env.DB.prepare(
      'SELECT state, changed_by FROM contact_message_states WHERE message_id = ?',
    )
      .bind(to.id)
      .all()
    expect(history.results).toEqual([{ state: 'new', changed_by: to.email }])
    expect(await entriesOf(to.id)).toMatchObject([
      { kind: 'answer', body: 'Tuesday suits me.', author: to.email, sender_mismatch: 0 },
    ])
  })

  it('stores a mail delivered twice (the same Message-ID) once, and notifies once', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const to = await conversation()
    const raw = rawMail({ From: to.email, To: to.replyTo }, 'Only once, please.')
    await deliverMail(raw, { from: to.email, to: to.replyTo }, staffChannels(mailer))
    await env.DB.prepare("UPDATE contact_messages SET state = 'handled' WHERE id = ?")
      .bind(to.id)
      .run()
    expect(
      await deliverMail(raw, { from: to.email, to: to.replyTo }, staffChannels(mailer)),
    ).toEqual([])
    expect(await entriesOf(to.id)).toHaveLength(1)
    expect(await answerRows(to.id)).toHaveLength(2)
    expect(mailer.send).toHaveBeenCalledOnce()
    // The second delivery changed nothing: what staff decided since stands.
    const { state } = (await env.DB.prepare('SELECT state FROM contact_messages WHERE id = ?')
      .bind(to.id)
      .first<{ state: string }>()) ?? { state: '' }
    expect(state).toBe('handled')
  })

  it('stores a mail without a Message-ID once when the same bytes arrive twice', async () => {
    const to = await conversation()
    const raw = rawMail({ From: to.email, To: to.replyTo, 'Message-ID': '' }, 'No id here.')
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    const other = rawMail({ From: to.email, To: to.replyTo, 'Message-ID': '' }, 'Another one.')
    await deliverMail(other, { from: to.email, to: to.replyTo })
    expect((await entriesOf(to.id)).map((entry) => entry.body)).toEqual([
      'No id here.',
      'Another one.',
    ])
  })

  it('drops an auto-reply or a bounce without refusing it: the message stays handled', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation('handled')
    const marks: Record<string, string>[] = [
      { 'Auto-Submitted': 'auto-replied' },
      { Precedence: 'auto_reply' },
      { 'X-Autoreply': 'yes' },
    ]
    for (const mark of marks) {
      expect(await answer(to, 'I am out of the office until Monday.', undefined, mark)).toEqual([])
    }
    const bounce = rawMail({ From: 'MAILER-DAEMON@mail.example', To: to.replyTo }, 'Undeliverable')
    expect(await deliverMail(bounce, { from: '', to: to.replyTo })).toEqual([])
    expect(await entriesOf(to.id)).toEqual([])
    const { state } = (await env.DB.prepare('SELECT state FROM contact_messages WHERE id = ?')
      .bind(to.id)
      .first<{ state: string }>()) ?? { state: '' }
    expect(state).toBe('handled')
    // A person's mail that says "no" to automation is an answer.
    await answer(to, 'Back now: yes, Tuesday.', undefined, { 'Auto-Submitted': 'no' })
    expect(await entriesOf(to.id)).toHaveLength(1)
  })

  it('stores one entry and one notification per channel when two deliveries race past the check', async () => {
    const to = await conversation()
    const stored = {
      messageId: to.id,
      body: 'Raced.',
      quotedHistory: [],
      author: to.email,
      senderMismatch: false,
      attachmentNames: [],
      dedupeKey: `answer:${to.id}:id:<raced@mail.example>`,
    }
    const channels = ['email', 'webhook'] as const
    const [first, second] = await Promise.all([
      storeAnswer(env.DB, stored, channels, new Date()),
      storeAnswer(env.DB, stored, channels, new Date()),
    ])
    expect(second).toBe(first)
    expect(await entriesOf(to.id)).toHaveLength(1)
    expect(await answerRows(to.id)).toHaveLength(2)
  })
})
