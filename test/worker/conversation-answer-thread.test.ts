import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeAnswer } from '../../src/server/conversation/answer-store'
import type { Bindings } from '../../src/server/env'
import {
  answer,
  conversation,
  conversationOn,
  deliverMail,
  entriesOf,
  rawMail,
} from './inbound-mail'
import { flakyMailer, runJob } from './outbox'
import { verifySignature } from './verify-signature'

afterEach(() => {
  vi.restoreAllMocks()
})

const webhookSecret = 'w'.repeat(40)

/** A webhook receiver that answers 500 `failures` times, then 200, keeping what it accepted. */
function webhookReceiver(failures = 0) {
  let left = failures
  const accepted: { headers: Headers; body: string }[] = []
  const fetcher = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (left > 0) {
      left -= 1
      return new Response('down', { status: 500 })
    }
    accepted.push({ headers: new Headers(init?.headers), body: String(init?.body) })
    return new Response('ok')
  })
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher)
  return { accepted }
}

/** Both notification channels on, the mail through `mailer`. */
const staffChannels = (mailer: SendEmail) =>
  ({
    ...conversationOn(mailer),
    CONTACT_NOTIFY_TO: 'team@lumen.test',
    CONTACT_NOTIFY_FROM: 'contact@lumen.test',
    CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/answers',
    CONTACT_WEBHOOK_SECRET: webhookSecret,
  }) satisfies Partial<Bindings>

const answerRows = async (messageId: string) =>
  (
    await env.DB.prepare(
      `SELECT o.channel, o.state, o.attempts FROM outbox o JOIN conversation_entries e
       ON e.id = o.entry_id WHERE e.message_id = ? AND o.kind = 'answer' ORDER BY o.channel`,
    )
      .bind(messageId)
      .all<{ channel: string; state: string; attempts: number }>()
  ).results

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

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

  it('tells the staff once per channel even when the first attempts fail and the cron retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const receiver = webhookReceiver(1)
    const mailer = flakyMailer(1)
    const settings = staffChannels(mailer)
    const to = await conversation()
    await answer(to, 'Is <script>alert("x")</script> allowed?\nSee you Tuesday.', settings)
    expect(await answerRows(to.id)).toEqual([
      { channel: 'email', state: 'pending', attempts: 1 },
      { channel: 'webhook', state: 'pending', attempts: 1 },
    ])
    await runJob(settings, minutesFromNow(5))
    await runJob(settings, minutesFromNow(60))
    await runJob(settings, minutesFromNow(60 * 25))
    expect(await answerRows(to.id)).toEqual([
      { channel: 'email', state: 'delivered', attempts: 2 },
      { channel: 'webhook', state: 'delivered', attempts: 2 },
    ])
    // Other tests' rows may fall due in the same runs: count this conversation's sends only.
    const attempts = mailer.send.mock.calls.filter(([mail]) => mail.text?.includes(to.id))
    expect(attempts).toHaveLength(2) // one refused by the relay, one accepted
    const accepted = receiver.accepted.filter(({ body }) => body.includes(to.id))
    expect(accepted).toHaveLength(1)

    const email = attempts[1]?.[0] as EmailMessageBuilder
    expect(email).toMatchObject({
      from: 'contact@lumen.test',
      to: 'team@lumen.test',
      replyTo: to.email,
      subject: expect.stringMatching(/^Answer from Answerer \d+$/),
    })
    expect(email).not.toHaveProperty('html')
    expect(email.text).toContain(`From: ${to.email}`)
    expect(email.text).toContain('Is <script>alert("x")</script> allowed?\nSee you Tuesday.')

    const entryId = (await entriesOf(to.id))[0]?.id
    const { headers, body } = accepted[0] as { headers: Headers; body: string }
    expect(headers.get('Lumen-Message-Id')).toBe(`answer-${entryId}`)
    expect(
      await verifySignature(
        headers.get('Lumen-Signature'),
        body,
        webhookSecret,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true)
    expect(JSON.parse(body)).toMatchObject({
      type: 'conversation_answer',
      id: `answer-${entryId}`,
      messageId: to.id,
      from: to.email,
      senderMismatch: false,
      attachments: [],
      text: 'Is <script>alert("x")</script> allowed?\nSee you Tuesday.',
    })
  })

  it('tells the staff when an answer came from another address, and what it carried', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const to = await conversation()
    const raw = rawMail(
      {
        From: 'other@elsewhere.example',
        To: to.replyTo,
        'Content-Type': 'multipart/mixed; boundary="b"',
      },
      '--b\nContent-Type: text/plain\n\nSee the file.\n--b\nContent-Type: image/png\nContent-Disposition: attachment; filename="screen shot.png"\n\nPNG\n--b--',
    )
    await deliverMail(
      raw,
      { from: 'other@elsewhere.example', to: to.replyTo },
      staffChannels(mailer),
    )
    const email = mailer.send.mock.calls[0]?.[0] as EmailMessageBuilder
    expect(email.text).toContain(`another address than the visitor's (${to.email})`)
    expect(email.text).toContain('Attachments (not kept): screen shot.png')
  })

  it('queues no notification when no channel is configured, and still stores the answer', async () => {
    const to = await conversation()
    const noChannel = { ...conversationOn(), CONTACT_NOTIFY_TO: '', CONTACT_WEBHOOK_URL: '' }
    await answer(to, 'Quietly stored.', noChannel)
    expect(await entriesOf(to.id)).toHaveLength(1)
    expect(await answerRows(to.id)).toEqual([])
  })
})
