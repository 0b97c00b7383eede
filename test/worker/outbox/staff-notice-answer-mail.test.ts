// The notice staff read in their mailbox of a visitor's answer, whole, line by line: the news, the
// link, the sender, the answer; another sender warned of, the attachments left behind listed.
// Unit-level: the mail is built straight, without a request or a mail in between.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerEmail } from '../../../src/server/conversation/answer-notify'
import { answer, inBerlin, message, nowhere, settings } from './staff-notice-fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the notice of an answer', () => {
  it('reads, line by line: the news, the link, the sender, a blank line, the answer', () => {
    const mail = answerEmail(answer, settings, inBerlin)
    expect(mail.text).toBe(
      [
        `Ada Lovelace answered in the conversation about message ${message.id} (answer 41, received 24 Nov 2026, 17:30 CET). The message is New again.`,
        `Open it in the inbox: https://lumen.test/inbox/${message.id}`,
        '',
        'From: ada@example.com',
        '',
        'Yes, Thursdays suit me.',
      ].join('\n'),
    )
  })

  it('warns of another sender and lists the attachments left behind, each on a line of its own', () => {
    const mail = answerEmail(
      {
        ...answer,
        author: 'someone@elsewhere.example',
        senderMismatch: true,
        attachmentNames: ['cv.pdf', 'photo.jpg'],
      },
      settings,
      nowhere,
    )
    expect(String(mail.text).split('\n').slice(1, 5)).toEqual([
      '',
      'From: someone@elsewhere.example',
      "Sent from another address than the visitor's (ada@example.com): check before trusting it.",
      'Attachments (not kept): cv.pdf, photo.jpg',
    ])
  })
})
