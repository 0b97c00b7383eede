import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sendWith, valid } from '../contact/send'
import { accessEnv, seedMessage, send, signToken } from '../inbox/helpers'
import { flakyMailer } from '../outbox/outbox'
import { conversationOn, sentBy } from './conversation'

/** The school is in Berlin: a time in its mails reads as the inbox reads it, in CET. */
const berlin = (mailer: SendEmail) => ({
  ...conversationOn(mailer),
  INBOX_TIME_ZONE: 'Europe/Berlin',
})

describe('times in the school’s mails to a visitor', () => {
  it('say below a reply when the form was sent, in the school’s zone', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage({
      receivedAt: '2026-11-23T22:28:05.000Z',
      message: 'Evening cohort?',
    })
    const response = await send(
      `/inbox/${id}/reply`,
      {
        method: 'POST',
        headers: {
          'Cf-Access-Jwt-Assertion': await signToken(),
          Origin: 'https://lumen.test',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ reply: 'Yes, Tuesdays.', key: crypto.randomUUID() }).toString(),
      },
      await accessEnv(berlin(mailer)),
    )
    expect(response.status).toBe(303)
    const [mail] = sentBy(mailer) as [EmailMessageBuilder]
    expect(mail.text).toContain(
      'You wrote to us through our contact form on 23 Nov 2026, 23:28 CET.',
    )
  })

  it('say when a confirmed message arrived, in the school’s zone, named since the visitor’s is unknown', async () => {
    const mailer = flakyMailer()
    const response = await sendWith(berlin(mailer), { ...valid, email: 'times@example.com' })
    expect(response.status).toBe(201)
    const { received_at } = (await env.DB.prepare(
      'SELECT received_at FROM contact_messages WHERE email = ?',
    )
      .bind('times@example.com')
      .first<{ received_at: string }>()) as { received_at: string }
    const [mail] = sentBy(mailer) as [EmailMessageBuilder]
    const arrived = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    })
    // "23 Nov 2026, 23:28": the day and the clock as Berlin reads them, then the zone, by name:
    // a form post does not say the visitor's zone, so none is guessed.
    expect(mail.text).toMatch(
      new RegExp(
        `Your message arrived on ${arrived.format(new Date(received_at))} CES?T \\(school time, Europe/Berlin\\)\\.`,
      ),
    )
  })

  it('say UTC alone while the school keeps the default zone: it names itself', async () => {
    const mailer = flakyMailer()
    expect(
      (await sendWith(conversationOn(mailer), { ...valid, email: 'utc@example.com' })).status,
    ).toBe(201)
    const [mail] = sentBy(mailer) as [EmailMessageBuilder]
    expect(mail.text).toMatch(/Your message arrived on \d+ \w+ \d{4}, \d\d:\d\d UTC\.\n/)
  })
})
