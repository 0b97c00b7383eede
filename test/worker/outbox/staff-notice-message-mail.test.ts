// The notice staff read in their mailbox of a stored message, whole, line by line: the news, the
// link, the visitor, the topic, the words; the subject's name kept on one line. Unit-level.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationEmail } from '../../../src/server/contact/notify'
import { inBerlin, message, nowhere, settings } from './staff-notice-fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the notice of a new message', () => {
  it('reads, line by line: the news, the link, the visitor, the topic, a blank line, the words', () => {
    const mail = notificationEmail(message, settings, inBerlin)
    expect(mail.text).toBe(
      [
        `New message from the contact form (id ${message.id}, received 23 Nov 2026, 10:05 CET)`,
        `Open it in the inbox: https://lumen.test/inbox/${message.id}`,
        '',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'About: A general question',
        '',
        'Is the evening cohort still open?',
        'Thanks.',
      ].join('\n'),
    )
  })

  it('names the topic the visitor chose', () => {
    const mail = notificationEmail({ ...message, about: 'corporate' }, settings, nowhere)
    expect(String(mail.text).split('\n')).toContain('About: Corporate solutions')
  })

  it('folds line breaks at either end of a name out of the subject, leaving no space behind', () => {
    const mail = notificationEmail({ ...message, name: '\r\nAda\u2028' }, settings, nowhere)
    expect(mail.subject).toBe('Contact form: Ada · A general question')
  })
})
