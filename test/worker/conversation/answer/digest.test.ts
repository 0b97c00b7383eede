// The staff's notices when a visitor (or anyone holding the reply address) sends answer after
// answer: the first 3 after each reply from the school are told one by one; the rest wait a
// quarter of an hour and become one notice, "7 more answers", on each channel (docs/conversation.md,
// the staff's notice of an answer).
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replyAddress } from '../../../../src/server/conversation/reply-token'
import { seedMessage } from '../../inbox/helpers'
import { postReply } from '../../inbox/message/reply-posts'
import { flakyMailer, runJob } from '../../outbox/outbox'
import { answer, conversation, entriesOf, schoolDomain, secret } from '../inbound-mail'
import { answerRows, minutesFromNow, staffChannels, webhookReceiver } from './answer-notify'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The staff's mails about this conversation (other tests' rows may fall due in the same runs). */
const mailsAbout = (mailer: ReturnType<typeof flakyMailer>, id: string) =>
  mailer.send.mock.calls
    .map(([mail]) => mail)
    .filter((mail) => mail.to === 'team@lumen.test' && String(mail.text).includes(id))

describe('the staff’s notices of many answers', { timeout: 30_000 }, () => {
  it('tells the first 3 answers one by one and the next 7 in one notice, on each channel', async () => {
    const receiver = webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const to = await conversation()
    for (let n = 1; n <= 10; n++) await answer(to, `Answer ${n}.`, settings)
    // Right after the tenth: three notices, and one more waiting for the cron.
    expect(mailsAbout(mailer, to.id).map((mail) => mail.subject)).toEqual(
      Array(3).fill(expect.stringMatching(/^Answer from Answerer \d+ · A general question$/)),
    )
    expect((await answerRows(to.id)).filter((row) => row.state === 'pending')).toEqual([
      { channel: 'email', state: 'pending', attempts: 0 },
      { channel: 'webhook', state: 'pending', attempts: 0 },
    ])
    await runJob(settings, minutesFromNow(10))
    expect(mailsAbout(mailer, to.id)).toHaveLength(3)

    await runJob(settings, minutesFromNow(16))
    const digest = mailsAbout(mailer, to.id).at(-1) as EmailMessageBuilder
    expect(mailsAbout(mailer, to.id)).toHaveLength(4)
    expect(digest.subject).toMatch(/^7 more answers from Answerer \d+ · A general question$/)
    expect(digest.replyTo).toBe(to.email)
    expect(digest.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' })
    expect(digest.text).toContain(
      `7 more answers in the conversation about message ${to.id}, the first at`,
    )
    expect(digest.text).toContain(
      'The message is New again.\n\nThe first 3 answers after each reply are told one by one; more come together in one notice like this, at most one every 15 minutes. Read them in the inbox.',
    )
    expect(digest.text).not.toContain('Answer 4.')
    expect(digest.text).not.toContain('another address')
    const entries = await entriesOf(to.id)
    const hooks = receiver.accepted.filter(({ body }) => body.includes(to.id))
    expect(hooks).toHaveLength(4)
    const last = hooks.at(-1) as { headers: Headers; body: string }
    expect(last.headers.get('Lumen-Message-Id')).toBe(`answers-${entries[3]?.id}`)
    expect(last.headers.get('Lumen-Delivery-Attempt')).toBe('1')
    expect(JSON.parse(last.body)).toMatchObject({
      type: 'conversation_answers',
      id: `answers-${entries[3]?.id}`,
      messageId: to.id,
      count: 7,
      fromOtherAddresses: 0,
    })
    expect(await answerRows(to.id)).toHaveLength(8)
    expect((await answerRows(to.id)).every((row) => row.state === 'delivered')).toBe(true)
  })

  it('starts a new notice for answers after one went out, and counts those from another address', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const to = await conversation()
    for (let n = 1; n <= 4; n++) await answer(to, `Answer ${n}.`, settings)
    await runJob(settings, minutesFromNow(16))
    expect(mailsAbout(mailer, to.id).at(-1)?.subject).toMatch(/^1 more answer from /)
    await answer({ ...to, email: 'someone@elsewhere.example' }, 'Answer 5.', settings)
    await answer(to, 'Answer 6.', settings)
    expect(mailsAbout(mailer, to.id)).toHaveLength(4)
    await runJob(settings, minutesFromNow(32))
    const second = mailsAbout(mailer, to.id).at(-1) as EmailMessageBuilder
    expect(second.subject).toMatch(/^2 more answers from /)
    expect(second.text).toContain(
      `1 of them from another address than the visitor’s (${to.email}): check before trusting it.`,
    )
  })

  it('counts only its own conversation’s answers when others arrive in between', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const busy = await conversation()
    const other = await conversation()
    for (let n = 1; n <= 3; n++) await answer(busy, `Busy ${n}.`, settings)
    // From the fourth on, each of busy's answers is followed by one of other's, told at once.
    for (let n = 4; n <= 6; n++) {
      await answer(busy, `Busy ${n}.`, settings)
      await answer(other, `Other ${n}.`, settings)
    }
    await runJob(settings, minutesFromNow(16))
    expect(mailsAbout(mailer, busy.id).at(-1)?.subject).toMatch(/^3 more answers from /)
    expect(mailsAbout(mailer, other.id)).toHaveLength(3)
  })

  it('tells each answer one by one again after the school replies', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const to = await conversation()
    for (let n = 1; n <= 5; n++) await answer(to, `Answer ${n}.`, settings)
    expect(mailsAbout(mailer, to.id)).toHaveLength(3)
    await postReply(flakyMailer(), to.id, 'We read them all.', crypto.randomUUID())
    await answer(to, 'Thank you!', settings)
    const after = mailsAbout(mailer, to.id)
    expect(after).toHaveLength(4)
    expect(after.at(-1)?.text).toContain('Thank you!')
  })

  it('keeps a gathered notice waiting, with the reason, while its email cannot be sent', async () => {
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    const to = await conversation()
    const emailOnly = { ...staffChannels(mailer), CONTACT_WEBHOOK_URL: '' }
    for (let n = 1; n <= 4; n++) await answer(to, `Answer ${n}.`, emailOnly)
    const off = { ...emailOnly, CONTACT_NOTIFY_TO: '' }
    await runJob(off, minutesFromNow(16))
    const incomplete = { ...emailOnly, CONTACT_NOTIFY_FROM: '' }
    await runJob(incomplete, minutesFromNow(60))
    const reasons = failure.mock.calls.map((call) => String(call[1]))
    expect(reasons).toContain('email notifications are not configured')
    expect(reasons).toContainEqual(expect.stringMatching(/^CONTACT_NOTIFY_FROM is not set/))
    expect(mailsAbout(mailer, to.id)).toHaveLength(3)
    expect((await answerRows(to.id)).filter((row) => row.state === 'pending')).toHaveLength(1)
  })

  it('records a failed gathered notice on its own channel’s row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    // The receiver takes every answer's own notice and refuses the gathered one.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      String(init?.body).includes('conversation_answers')
        ? new Response('down', { status: 500 })
        : new Response('ok'),
    )
    const settings = staffChannels(mailer)
    const to = await conversation()
    for (let n = 1; n <= 4; n++) await answer(to, `Answer ${n}.`, settings)
    await runJob(settings, minutesFromNow(16))
    expect(mailsAbout(mailer, to.id)).toHaveLength(4)
    const rows = await answerRows(to.id)
    expect(rows.filter((row) => row.state === 'pending')).toEqual([
      { channel: 'webhook', state: 'pending', attempts: 1 },
    ])
  })

  it('leaves Reply-To out when the visitor’s stored address could not be one', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const id = await seedMessage({ email: 'two words@example.com', name: 'Odd Address' })
    const to = {
      id,
      email: 'writer@example.com',
      replyTo: await replyAddress(secret, id, schoolDomain),
    }
    for (let n = 1; n <= 4; n++) await answer(to, `Answer ${n}.`, settings)
    await runJob(settings, minutesFromNow(16))
    const digest = mailsAbout(mailer, id).at(-1) as EmailMessageBuilder
    expect(digest.subject).toBe('1 more answer from Odd Address · A general question')
    expect(digest).not.toHaveProperty('replyTo')
    expect(digest.text).toContain(
      '1 of them from another address than the visitor’s (two words@example.com): check before trusting it.',
    )
  })

  it('tells no one of an answer to a message in Spam, however many come', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const to = await conversation()
    await env.DB.prepare("UPDATE contact_messages SET state = 'spam' WHERE id = ?")
      .bind(to.id)
      .run()
    for (let n = 1; n <= 5; n++) await answer(to, `Answer ${n}.`, staffChannels(mailer))
    await runJob(staffChannels(mailer), minutesFromNow(16))
    expect(mailsAbout(mailer, to.id)).toEqual([])
    expect(await answerRows(to.id)).toEqual([])
  })
})
