import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { messageIdOfReplyAddress } from '../../../../src/server/conversation/reply-token'
import {
  conversationOn,
  replyDomain,
  replySecret,
  schoolFrom,
  sentBy,
} from '../../conversation/conversation'
import { flakyMailer, runJob, secondsAfter } from '../../outbox/outbox'
import { seedMessage, staffEmail } from '../helpers'
import { asStaffWith, entriesOf, postReply, replyRowsOf } from './reply-posts'

const messageRow = (id: string) =>
  env.DB.prepare('SELECT state, answered_at FROM contact_messages WHERE id = ?')
    .bind(id)
    .first<{ state: string; answered_at: string | null }>()

const question = 'When does the next cohort start?\nAnd is there a payment plan?'

describe('replying from the inbox', () => {
  it('stores the reply, marks the message answered and handled, and emails it once from the school', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage({ email: 'ask@example.com', message: question })
    const response = await postReply(mailer, id, 'It starts on 12 January.', crypto.randomUUID())
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/inbox/${id}#conversation`)
    expect(await entriesOf(id)).toMatchObject([
      { kind: 'reply', body: 'It starts on 12 January.', author: staffEmail },
    ])
    expect(await messageRow(id)).toMatchObject({
      state: 'handled',
      answered_at: expect.any(String),
    })
    const history = await env.DB.prepare(
      'SELECT state, changed_by FROM contact_message_states WHERE message_id = ?',
    )
      .bind(id)
      .all()
    expect(history.results).toEqual([{ state: 'handled', changed_by: staffEmail }])
    expect(await replyRowsOf(id)).toMatchObject([{ state: 'delivered', attempts: 1 }])
    const [mail] = sentBy(mailer) as [EmailMessageBuilder]
    expect(sentBy(mailer)).toHaveLength(1)
    expect(mail).toMatchObject({
      from: { name: 'Lumen Code Academy', email: schoolFrom },
      to: 'ask@example.com',
    })
    expect(await messageIdOfReplyAddress(replySecret, String(mail.replyTo), replyDomain)).toBe(id)
  })

  it('quotes nothing of the form’s message below the answer, only when it was sent', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage({ message: question })
    await postReply(mailer, id, 'Yes: three instalments.', crypto.randomUUID())
    const text = String((sentBy(mailer)[0] as EmailMessageBuilder).text)
    // Anyone can type any address into the form: its words wait for the address to answer
    // (conversation/reply-quote.test.ts has the rule).
    expect(text).toMatch(
      /^Yes: three instalments\.\n\nYou wrote to us through our contact form on /,
    )
    expect(text).not.toContain('next cohort')
  })

  it('stores and sends a double click (the same form posted twice) once', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const key = crypto.randomUUID()
    const [first, second] = await Promise.all([
      postReply(mailer, id, 'Once only, please.', key),
      postReply(mailer, id, 'Once only, please.', key),
    ])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(await postReply(mailer, id, 'Once only, please.', key)).toHaveProperty('status', 303)
    expect(await entriesOf(id)).toHaveLength(1)
    expect(await replyRowsOf(id)).toHaveLength(1)
    expect(sentBy(mailer)).toHaveLength(1)
  })

  it('retries a reply the binding refused, and never sends it twice', async () => {
    const mailer = flakyMailer(1)
    const id = await seedMessage()
    await postReply(mailer, id, 'Sent on the second try.', crypto.randomUUID())
    expect(await replyRowsOf(id)).toMatchObject([
      { state: 'pending', attempts: 1, last_error: 'relay unavailable' },
    ])
    const page = await (await asStaffWith(mailer, `/inbox/${id}`)).text()
    expect(page).toContain('Sending')
    expect(page).toContain('relay unavailable')
    const settings = { ...conversationOn(mailer), NOTIFY_RETRY_BASE_SECONDS: '60' }
    const later = secondsAfter(new Date().toISOString(), 3600)
    await runJob(settings, later)
    await runJob(settings, secondsAfter(later.toISOString(), 3600))
    expect(await replyRowsOf(id)).toMatchObject([{ state: 'delivered', attempts: 2 }])
    const replies = sentBy(mailer).filter((mail) => String(mail.text).startsWith('Sent on'))
    // Two attempts reached the binding: the refused one and the one it accepted; no third.
    expect(replies).toHaveLength(2)
  })
})
