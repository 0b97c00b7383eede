// The staff hear of a visitor's answer once per channel, whatever the relay and the cron do.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flakyMailer, runJob } from '../../outbox/outbox'
import { verifySignature } from '../../verify-signature'
import {
  answer,
  conversation,
  conversationOn,
  deliverMail,
  entriesOf,
  rawMail,
} from '../inbound-mail'
import {
  answerRows,
  minutesFromNow,
  staffChannels,
  webhookReceiver,
  webhookSecret,
} from './answer-notify'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the staff’s notice of a visitor’s answer', () => {
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
      from: { name: 'Lumen Code Academy', email: 'contact@lumen.test' },
      to: 'team@lumen.test',
      replyTo: to.email,
      subject: expect.stringMatching(/^Answer from Answerer \d+ · A general question$/),
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
