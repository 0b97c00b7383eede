import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationEmail, sendNotificationEmail } from '../../../src/server/contact/notify'
import { emailSettings } from '../../../src/server/settings/email'
import { deliveryRow, flakyMailer, sendMessage } from '../outbox/outbox'

const addresses = { from: 'contact@lumen.test', to: 'team@lumen.test' }
/** No link (SITE_ORIGIN unset), times in UTC: outbox/staff-notices.test.ts has the rest. */
const context = { origin: null, zone: 'UTC' }
const message = {
  id: 'msg-1',
  receivedAt: '2026-11-23T10:00:00.000Z',
  name: 'Zoë',
  email: 'zoe@example.com',
  message: 'Hello,\nIs there an evening cohort?',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the notification email', () => {
  it('is the binding’s builder form: plain text with the whole message and its id', () => {
    const email = notificationEmail(message, addresses, context)
    expect(email).toMatchObject({
      from: { name: 'Lumen Code Academy', email: 'contact@lumen.test' },
      to: 'team@lumen.test',
      replyTo: 'zoe@example.com',
      subject: 'Contact form: Zoë · A general question',
    })
    expect(email.text).toContain('Is there an evening cohort?')
    expect(email.text).toContain('Name: Zoë')
    expect(email.text).toContain('(id msg-1, received 23 Nov 2026, 10:00 UTC)')
    expect(email).not.toHaveProperty('html')
  })

  it('keeps a long name whole in the subject: the binding encodes it, not us', () => {
    const name = 'Ж'.repeat(100)
    expect(notificationEmail({ ...message, name }, addresses, context).subject).toBe(
      `Contact form: ${name} · A general question`,
    )
  })

  it('lets nothing the visitor types become a header line or a reply address', () => {
    const hostile = {
      ...message,
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com\r\nBcc: victim@example.com',
    }
    const email = notificationEmail(hostile, addresses, context)
    expect(email.subject).toBe('Contact form: Eve Bcc: victim@example.com · A general question')
    expect(email).not.toHaveProperty('replyTo')
    expect(email).not.toHaveProperty('bcc')
    expect(email).not.toHaveProperty('headers')
  })

  it('is sent through the binding, in the builder form, when fully configured', async () => {
    const mailer = flakyMailer()
    await sendNotificationEmail({ CONTACT_EMAIL: mailer, ...toAndFrom }, message)
    expect(mailer.send).toHaveBeenCalledOnce()
    // Marked as automatic mail (RFC 3834): nothing answers a notification by itself.
    expect(mailer.send.mock.calls[0]?.[0]).toEqual({
      ...notificationEmail(message, addresses, context),
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'OOF, AutoReply' },
    })
  })
})

const toAndFrom = {
  CONTACT_NOTIFY_TO: 'team@lumen.test',
  CONTACT_NOTIFY_FROM: 'contact@lumen.test',
}

describe('the sender of notifications (CONTACT_NOTIFY_FROM)', () => {
  it('is required once notifications are configured: a clear error, never a guess', async () => {
    const settings = { CONTACT_EMAIL: flakyMailer(), CONTACT_NOTIFY_TO: 'team@lumen.test' }
    const state = emailSettings(settings)
    expect(state).toEqual({
      state: 'incomplete',
      problem: expect.stringContaining('CONTACT_NOTIFY_FROM is not set'),
    })
    await expect(sendNotificationEmail(settings, message)).rejects.toThrow(
      /CONTACT_NOTIFY_FROM is not set/,
    )
    expect(settings.CONTACT_EMAIL.send).not.toHaveBeenCalled()
  })

  it('refuses a sender that is not an address, and says which value it read', () => {
    const settings = { CONTACT_EMAIL: flakyMailer(), ...toAndFrom, CONTACT_NOTIFY_FROM: 'Team' }
    expect(emailSettings(settings)).toEqual({
      state: 'incomplete',
      problem: 'CONTACT_NOTIFY_FROM is not an email address: "Team"',
    })
  })

  it('reads both addresses without the spaces around them, and a blank one as unset', () => {
    const mailer = flakyMailer()
    const padded = {
      CONTACT_NOTIFY_TO: ' team@lumen.test\n',
      CONTACT_NOTIFY_FROM: ' contact@lumen.test ',
    }
    expect(emailSettings({ CONTACT_EMAIL: mailer, ...padded })).toEqual({
      state: 'ready',
      mailer,
      to: 'team@lumen.test',
      from: 'contact@lumen.test',
    })
    expect(emailSettings({ CONTACT_EMAIL: mailer, ...toAndFrom, CONTACT_NOTIFY_TO: '  ' })).toEqual(
      {
        state: 'off',
      },
    )
    expect(
      emailSettings({ CONTACT_EMAIL: mailer, ...toAndFrom, CONTACT_NOTIFY_FROM: '  ' }),
    ).toEqual({
      state: 'incomplete',
      problem: expect.stringMatching(/^CONTACT_NOTIFY_FROM is not set/),
    })
  })

  it('leaves a message without a sender undelivered, with the reason on its delivery', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    const id = await sendMessage(
      { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' },
      'no-sender@example.com',
    )
    expect(mailer.send).not.toHaveBeenCalled()
    const row = await deliveryRow(id)
    expect(row.state).toBe('pending')
    expect(row.last_error).toMatch(/CONTACT_NOTIFY_FROM is not set/)
  })

  it('is not needed while notifications are off', () => {
    expect(emailSettings({ CONTACT_NOTIFY_TO: 'team@lumen.test' })).toEqual({ state: 'off' })
    expect(emailSettings({ CONTACT_EMAIL: flakyMailer() })).toEqual({ state: 'off' })
  })
})
