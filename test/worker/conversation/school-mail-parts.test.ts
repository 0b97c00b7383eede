// What the school's mails to a visitor share, tried straight (no request, no mail in between): the
// headers of a mail to a visitor, an announcement's subject, and the outbox's sender of an
// announcement: the reason it records when it cannot send, a sign-up that left the list meanwhile,
// and the one read of a run's copies.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { announcementEmail, sendAnnouncement } from '../../../src/server/announcement/mail'
import { visitorMailHeaders } from '../../../src/server/conversation/mail-parts'
import type { OutboxItem } from '../../../src/server/outbox/item'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer, seedList } from '../announcement/helpers'
import { type Read, recording } from '../d1-recording'
import { flakyMailer } from '../outbox/outbox'
import { conversationOn, secret } from './inbound-mail'

const withDb = (settings: Partial<Bindings>) => ({ ...env, ...settings }) as Bindings
const messageId = '0b7c6d2e-1111-4aaa-8bbb-0123456789ab'

describe('the headers of a mail to a visitor', () => {
  it('fold any run of line breaks in the address into one space, none left at its ends', async () => {
    const { header } = await visitorMailHeaders(
      withDb(conversationOn()),
      messageId,
      '\r\nada\r\n\r\n@example.com\u2028',
    )
    expect(header.to).toBe('ada @example.com')
  })

  it('name the missing setting while the conversation is half set up', async () => {
    const halfSetUp = { SCHOOL_MAIL_FROM: 'school@lumen.test', REPLY_TOKEN_SECRET: secret }
    await expect(
      visitorMailHeaders(withDb(halfSetUp), messageId, 'ada@example.com'),
    ).rejects.toThrow('SCHOOL_MAIL_FROM is set but the CONTACT_EMAIL send_email binding is missing')
  })
})

describe('an announcement’s mail', () => {
  it('has a subject on one line, with no space left where a line break ended it', () => {
    const copy = {
      offering: 'technical' as const,
      subject: 'Technical Offerings are open\r\n',
      body: 'Dear reader,\nwe are open.',
      signupId: 'x',
      email: 'ada@example.com',
    }
    const mail = announcementEmail(copy, { from: 'hello@lumen.test', link: 'https://lumen.test/u' })
    expect(mail.subject).toBe('Technical Offerings are open')
  })
})

/** An announcement to a list of `count`, its outbox rows claimed as one run claims them. */
async function announcementRows(count: number, prefix: string) {
  await env.DB.prepare('DELETE FROM waitlist_announcements').run()
  await seedList('technical', count, prefix)
  const announcement = await env.DB.prepare(
    `INSERT INTO waitlist_announcements (offering, subject, body, sent_by)
     VALUES ('technical', 'We are open', 'Dear reader.', 'staff@lumen.test') RETURNING id`,
  ).first<{ id: number }>()
  const { results } = await env.DB.prepare(
    `INSERT INTO outbox (kind, announcement_id, signup_id, next_attempt_at, window_started_at)
     SELECT 'announcement', ?, id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
     FROM waitlist_signups WHERE email LIKE ? RETURNING id, signup_id`,
  )
    .bind(announcement?.id, `${prefix}%`)
    .all<{ id: number; signup_id: string }>()
  return results.map(
    ({ id, signup_id }) =>
      ({
        id,
        kind: 'announcement',
        channel: 'email',
        messageId: null,
        entryId: null,
        announcementId: announcement?.id ?? null,
        signupId: signup_id,
        applicationId: null,
        applicationEntryId: null,
        bookingId: null,
        proposalId: null,
        attempts: 1,
        windowStartedAt: '2026-01-01T00:00:00.000Z',
      }) satisfies OutboxItem,
  )
}

describe('the outbox’s sender of an announcement', () => {
  it('records why it cannot send (no site origin for the unsubscribe link), and sends nothing', async () => {
    const mailer = flakyMailer()
    const [item] = await announcementRows(1, 'no-origin-')
    const noOrigin = { ...(await announcing(mailer)), SITE_ORIGIN: undefined }
    await expect(sendAnnouncement(noOrigin, item as OutboxItem)).rejects.toThrow(
      /^SITE_ORIGIN must be set/,
    )
    expect(mailer.send).not.toHaveBeenCalled()
  })

  it('sends nothing, and records no failure, for an address that left the list meanwhile', async () => {
    const { mailer, accepted: sent } = recordingMailer()
    const [item] = await announcementRows(1, 'left-')
    await env.DB.prepare('DELETE FROM waitlist_signups WHERE email LIKE ?').bind('left-%').run()
    await expect(sendAnnouncement(await announcing(mailer), item as OutboxItem)).resolves.toBe(
      undefined,
    )
    expect(sent).toEqual([])
  })

  it('reads the copies of a run’s rows in one statement, however many it sends side by side', async () => {
    const { mailer, accepted: sent } = recordingMailer()
    const items = await announcementRows(5, 'batch-')
    const reads: Read[] = []
    const bindings = { ...(await announcing(mailer)), DB: recording(env.DB, reads) }
    await Promise.all(items.map((item) => sendAnnouncement(bindings, item)))
    expect(sent).toHaveLength(5)
    expect(
      reads.map(({ sql }) => sql).filter((sql) => sql.includes('waitlist_announcements')),
    ).toHaveLength(1)
  })
})
