// What the tests of the staff's notices of an applicant's answers share: the school's mail and
// both of the staff's channels on, the staff's mails about one application, how a notice writes
// a time, and an answer from another address carrying a CV.

import { webhookSecret } from '../conversation/answer/answer-notify'
import type { flakyMailer } from '../outbox/outbox'
import { mailOn } from './conversation'

/** The school's mail and both of the staff's channels on, every mail through `mailer`. */
export const staffChannels = (mailer: SendEmail) =>
  mailOn(mailer, {
    CONTACT_NOTIFY_TO: 'team@lumen.test',
    CONTACT_NOTIFY_FROM: 'contact@lumen.test',
    CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/answers',
    CONTACT_WEBHOOK_SECRET: webhookSecret,
  })

/** The staff's mails naming `id` (other tests' rows may fall due in the same runs). */
export const mailsAbout = (mailer: ReturnType<typeof flakyMailer>, id: string) =>
  mailer.send.mock.calls
    .map(([mail]) => mail)
    .filter((mail) => mail.to === 'team@lumen.test' && String(mail.text).includes(id))

/** A time as a notice writes it in the inbox's zone: "3 Dec 2026, 17:32 UTC". */
export const noticeTime = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC`

const boundary = 'b0undary'

/** An answer's text and its one attachment, cv.pdf, as a mail client sends them. */
export const answerWithCv = {
  body: [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'My CV is attached.',
    `--${boundary}`,
    'Content-Type: application/pdf; name="cv.pdf"',
    'Content-Disposition: attachment; filename="cv.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    'JVBERi0xLjQK',
    `--${boundary}--`,
  ].join('\n'),
  headers: { 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
}
